import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { formatMegabytes } from '@/lib/formats/format'
import { freePhoneSpace, spaceOnPhone } from '@/offline'
import { freedText } from '@/features/phone-space'
import { PhoneDataProtection } from './PhoneDataProtection'

/**
 * In /configuracoes: how much the app keeps on the phone for use without internet, and "Liberar
 * espaço" — the photos, maps, pages and other people's ads kept are forgotten (they come back
 * when used online); the app itself, the person's own ads and favourites and what is not sent
 * yet (the outbox) stay.
 */
export function OfflineStorage({ userId }: { userId: string | null }) {
  const [space, setSpace] = useState<Awaited<ReturnType<typeof spaceOnPhone>> | undefined>()
  const [freeing, setFreeing] = useState(false)
  const [freed, setFreed] = useState<string | null>(null)

  useEffect(() => {
    void spaceOnPhone().then(setSpace)
  }, [])

  const free = async () => {
    setFreeing(true)
    setFreed(null)
    const bytes = await freePhoneSpace(userId)
    setSpace(await spaceOnPhone())
    setFreed(freedText(bytes))
    setFreeing(false)
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="uso-sem-internet">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="uso-sem-internet">
          Uso sem internet
        </Title>
        <Text size="sm">
          {space === undefined
            ? 'Calculando o espaço usado...'
            : space === null
              ? 'Este navegador não informa quanto espaço o app usa.'
              : `O app guarda ${formatMegabytes(space.used)} neste aparelho para funcionar sem internet.`}
          {space?.room ? ` O navegador permite guardar até ${formatMegabytes(space.room)}.` : null}
        </Text>
        <PhoneDataProtection />
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
