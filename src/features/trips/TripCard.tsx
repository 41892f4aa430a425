import { Card, Group, Stack, Text } from '@mantine/core'
import { IconSnowflake, IconTruck } from '@tabler/icons-react'
import { formatPrice } from '@/lib/formats/format'
import { PendingBadge } from '@/features/ads'
import type { CachedTrip } from '@/offline'
import { AnchorLink } from '@/ui/links'
import { formatDeparture, routeLabel } from './numbers'
import { SpaceBar } from './SpaceBar'
import { TripStatusBadge } from './TripStatusBadge'

/** A trip in a list: its route (a link to the trip), when it leaves, the vehicle, the space left and the cost. */
export function TripCard({ trip, near }: { trip: CachedTrip; near?: string }) {
  const via = trip.paradas.slice(1, -1).map((p) => p.cidade)
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={routeLabel(trip)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <AnchorLink to="/viagens/$id" params={{ id: trip.id }} fw={700} fz="lg">
            {routeLabel(trip)}
          </AnchorLink>
          {trip.pending ? <PendingBadge /> : <TripStatusBadge status={trip.status} />}
        </Group>
        {near && (
          <Text size="sm" fw={600} c="campo.8">
            {near}
          </Text>
        )}
        {via.length > 0 && (
          <Text size="sm" c="dimmed">
            Passando por {via.join(', ')}
          </Text>
        )}
        <Text size="sm">{formatDeparture(trip.data, trip.hora)}</Text>
        <Group gap="xs" c="gray.7">
          <IconTruck size={18} aria-hidden />
          <Text size="sm">{trip.veiculo}</Text>
          {trip.refrigerada && (
            <Group gap={4}>
              <IconSnowflake size={16} aria-hidden />
              <Text size="sm">Refrigerado</Text>
            </Group>
          )}
        </Group>
        <SpaceBar trip={trip} />
        <Text size="sm">
          Custo total da viagem: <strong>{formatPrice(trip.custo_total)}</strong> · oferecida por {trip.user_name}
        </Text>
      </Stack>
    </Card>
  )
}
