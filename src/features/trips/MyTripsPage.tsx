import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPlus, IconTruck } from '@tabler/icons-react'
import { authorOf, useSession } from '@/lib/server/session'
import { PendingBadge } from '@/features/ads'
import { useMyTrips } from '@/offline'
import { AnchorLink, ButtonLink } from '@/ui/links'
import { LoadingState } from '@/ui/LoadingState'
import { formatDeparture, formatKg, routeLabel } from './numbers'
import { TripCard } from './TripCard'
import { ReservationRequest } from './TripReservations'
import { ReservationStatusBadge } from './TripStatusBadge'

/** /minhas-viagens: the trips the person offered (with the requests waiting) and the space they reserved. */
export function MyTripsPage() {
  const { user } = useSession()
  const mine = useMyTrips(user?.id)
  if (!mine) return <LoadingState text="Carregando suas viagens..." />
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Title order={1}>Minhas viagens</Title>
        <ButtonLink to="/oferecer-viagem" leftSection={<IconPlus size={16} aria-hidden />}>
          Oferecer viagem
        </ButtonLink>
      </Group>
      <Stack component="section" aria-labelledby="oferecidas">
        <Title order={2} fz="h3" id="oferecidas">
          Viagens oferecidas
        </Title>
        {mine.offered.length === 0 ? (
          <Stack align="center" py="lg" c="gray.7">
            <IconTruck size={40} stroke={1.4} aria-hidden />
            <Text>Você ainda não ofereceu nenhuma viagem.</Text>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {mine.offered.map((trip) => (
              <Stack key={trip.id} gap={4}>
                <TripCard trip={trip} />
                {user && mine.waiting.get(trip.id)?.length ? (
                  <Stack gap={4} component="section" aria-label={`Pedidos aguardando resposta: ${routeLabel(trip)}`}>
                    <Text size="sm" fw={600}>
                      {mine.waiting.get(trip.id)!.length === 1
                        ? '1 pedido de reserva aguardando a sua resposta'
                        : `${mine.waiting.get(trip.id)!.length} pedidos de reserva aguardando a sua resposta`}
                    </Text>
                    {mine.waiting.get(trip.id)!.map((r) => (
                      <ReservationRequest key={r.id} trip={trip} reservation={r} autor={authorOf(user)} />
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="reservadas">
        <Title order={2} fz="h3" id="reservadas">
          Espaços reservados
        </Title>
        {mine.reserved.length === 0 ? (
          <Text c="gray.7">Você ainda não reservou espaço em nenhuma viagem.</Text>
        ) : (
          mine.reserved.map(({ reservation, trip }) => (
            <Paper key={reservation.id} withBorder p="md" component="article" aria-label={trip ? routeLabel(trip) : 'Reserva'}>
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  {trip ? (
                    <AnchorLink to="/viagens/$id" params={{ id: trip.id }} fw={600}>
                      {routeLabel(trip)}
                    </AnchorLink>
                  ) : (
                    <Text fw={600}>Viagem ainda não carregada</Text>
                  )}
                  {trip && <Text size="sm">{formatDeparture(trip.data, trip.hora)}</Text>}
                  <Text size="sm">
                    {formatKg(reservation.kg)}: {reservation.carga}
                  </Text>
                </Stack>
                {reservation.pending ? <PendingBadge /> : <ReservationStatusBadge status={reservation.status} />}
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  )
}
