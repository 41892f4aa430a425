import { Button, Center, Text, Title } from '@mantine/core'
import { IconMap } from '@tabler/icons-react'
import { useState } from 'react'
import type { CachedAd } from '@/offline'
import { LazyAdsMap } from '@/ui/map'

/** The ad's place; the map (zoom 16) loads only when asked for — it costs data on 3G. */
export function LocationMap({ ad }: { ad: CachedAd }) {
  const [shown, setShown] = useState(false)
  const point =
    ad.latitude != null && ad.longitude != null
      ? [{ id: ad.id, titulo: ad.titulo, latitude: ad.latitude, longitude: ad.longitude }]
      : []
  return (
    <section aria-labelledby="localizacao">
      <Title order={2} id="localizacao" mb="sm">
        Localização
      </Title>
      <Text mb="sm">
        {ad.endereco ? `${ad.endereco} — ` : ''}
        {ad.cidade}, {ad.uf}
      </Text>
      {shown ? (
        <LazyAdsMap label={`Mapa: ${ad.cidade}, ${ad.uf}`} points={point} singleZoom={16} height={300} />
      ) : (
        <Center h={120} bg="gray.1" style={{ borderRadius: 8 }}>
          <Button variant="light" leftSection={<IconMap size={18} aria-hidden />} onClick={() => setShown(true)}>
            Ver no mapa
          </Button>
        </Center>
      )}
    </section>
  )
}
