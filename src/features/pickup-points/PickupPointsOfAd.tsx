import { Button, List, Stack, Text, Title } from '@mantine/core'
import { IconMap } from '@tabler/icons-react'
import { useState } from 'react'
import { usePickupPoints } from '@/offline'
import { LazyAdsMap } from '@/ui/map'
import { pointTitle } from './schema'

/** On an ad's page: "Onde retirar", the seller's points that apply to it, on a map when they have a place. */
export function PickupPointsOfAd({ sellerId, ids }: { sellerId: string; ids: readonly string[] }) {
  const { points } = usePickupPoints(ids.length > 0 ? sellerId : undefined, ids)
  const [mapShown, setMapShown] = useState(false)
  if (!points?.length) return null
  const placed = points.flatMap((p) =>
    p.latitude != null && p.longitude != null ? [{ id: p.id, titulo: p.nome, latitude: p.latitude, longitude: p.longitude }] : [],
  )
  return (
    <section aria-labelledby="onde-retirar">
      <Title order={2} id="onde-retirar" mb="sm">
        Onde retirar
      </Title>
      <Stack gap="sm">
        <List spacing="xs">
          {points.map((point) => (
            <List.Item key={point.id}>
              <Text fw={600} span>
                {pointTitle(point)}
              </Text>
              <Text size="sm" c="dimmed">
                {point.local}, {point.cidade}/{point.uf}
              </Text>
            </List.Item>
          ))}
        </List>
        {placed.length > 0 &&
          (mapShown ? (
            <LazyAdsMap label="Mapa dos pontos de retirada" points={placed} singleZoom={15} height={260} />
          ) : (
            <Button
              variant="light"
              leftSection={<IconMap size={18} aria-hidden />}
              onClick={() => setMapShown(true)}
              w="fit-content"
            >
              Ver pontos no mapa
            </Button>
          ))}
      </Stack>
    </section>
  )
}
