import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { cameFromShare, forgetShared, sharedWaiting, type Shared } from './shared-photos'

// A share waiting on the phone (sw/share-target.ts) is offered, never applied by itself: any page
// elsewhere can post a form to the share target, so the person sees the photos and the text and
// says whether they go into the ad.

function describe(shared: Shared): string {
  const photos = shared.files.length
  const what = [photos === 1 ? '1 foto' : photos > 1 ? `${photos} fotos` : '', shared.items.texto ? 'um texto' : '']
  return `Compartilhado de outro aplicativo: ${what.filter(Boolean).join(' e ')}. Confira antes de usar no anúncio.`
}

export function SharedPhotosOffer({ onUse }: { onUse: (shared: Shared) => void }) {
  const [offer, setOffer] = useState<{ shared: Shared; previews: string[] } | null>(null)

  useEffect(() => {
    if (!cameFromShare(window.location.search)) return
    let current = true
    void sharedWaiting().then((waiting) => {
      if (!current || !waiting || (waiting.files.length === 0 && !waiting.items.texto)) return
      setOffer({ shared: waiting, previews: waiting.files.map((file) => URL.createObjectURL(file)) })
    })
    return () => {
      current = false
    }
  }, [])

  useEffect(() => () => offer?.previews.forEach((url) => URL.revokeObjectURL(url)), [offer])

  if (!offer) return null
  const { shared, previews } = offer
  const close = async (use: boolean) => {
    if (use) onUse(shared)
    setOffer(null)
    await forgetShared()
  }
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby="compartilhado-titulo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="compartilhado-titulo">
          Usar as fotos compartilhadas?
        </Title>
        <Text size="sm">{describe(shared)}</Text>
        {previews.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {previews.map((url, i) => (
              <Image key={url} src={url} alt={`Foto compartilhada ${i + 1}`} radius="sm" h={72} fit="cover" />
            ))}
          </SimpleGrid>
        )}
        {shared.items.texto && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            “{shared.items.texto}”
          </Text>
        )}
        <Group>
          <Button onClick={() => void close(true)}>Usar no anúncio</Button>
          <Button variant="default" onClick={() => void close(false)}>
            Descartar
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
