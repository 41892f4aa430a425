import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { formatMegabytes } from '@/lib/format'
import { RUNTIME_CACHES } from '@/lib/runtime-cache-names'
import { freeSavedCopies } from '@/offline'

/** What this site keeps on the phone (the browser's own figure), or null where it does not say. */
async function usedOnPhone(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return estimate?.usage ?? null
}

/**
 * In /configuracoes: how much the app keeps on the phone for use without internet, and "Liberar
 * espaço" — the photos, maps, pages and other people's ads kept are forgotten (they come back
 * when used online); the app itself, the person's own ads and favourites and what is not sent
 * yet (the outbox) stay.
 */
export function OfflineStorage({ userId }: { userId: string | null }) {
  const [usage, setUsage] = useState<number | null | undefined>()
  const [freeing, setFreeing] = useState(false)
  const [freed, setFreed] = useState<string | null>(null)

  useEffect(() => {
    void usedOnPhone().then(setUsage)
  }, [])

  const free = async () => {
    setFreeing(true)
    setFreed(null)
    const before = await usedOnPhone()
    await Promise.all([
      ...Object.values(RUNTIME_CACHES).map((name) => (typeof caches === 'undefined' ? false : caches.delete(name))),
      freeSavedCopies(userId),
    ])
    const after = await usedOnPhone()
    setUsage(after)
    setFreed(
      before !== null && after !== null
        ? `Espaço liberado: ${formatMegabytes(Math.max(0, before - after))}.`
        : 'Espaço liberado.',
    )
    setFreeing(false)
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="uso-sem-internet">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="uso-sem-internet">
          Uso sem internet
        </Title>
        <Text size="sm">
          {usage === undefined
            ? 'Calculando o espaço usado...'
            : usage === null
              ? 'Este navegador não informa quanto espaço o app usa.'
              : `O app guarda ${formatMegabytes(usage)} neste aparelho para funcionar sem internet.`}
        </Text>
        <Text size="sm" c="dimmed">
          Liberar espaço apaga as fotos, os mapas, as páginas e os anúncios de outras pessoas guardados; eles voltam quando você
          usar o app com internet. O app, seus anúncios, seus favoritos e o que ainda não foi enviado continuam no aparelho.
        </Text>
        <div>
          <Button variant="light" loading={freeing} onClick={() => void free()}>
            Liberar espaço
          </Button>
        </div>
        {freed && (
          <Text size="sm" role="status">
            {freed}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
