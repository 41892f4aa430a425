import { Alert, Anchor, Box, Button, Container, Grid, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMapPin, IconSnowflake, IconTruck } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { formatPhone, formatPrice } from '@/lib/format'
import { SESSAO_TERMINOU, authorOf, useSession } from '@/lib/session'
import { PendingMark } from '@/features/queued-changes'
import {
  alterarStatusDaViagem,
  isPublicTrip,
  todayInBrazil,
  useQueuedByTrip,
  useTrip,
  useTripContact,
  useTripReservations,
  useTripSplit,
  type CachedTrip,
} from '@/offline'
import { ButtonLink } from '@/ui/links'
import { LoadingState } from '@/ui/LoadingState'
import { PageBanner } from '@/ui/PageBanner'
import { ShareButtons } from '@/ui/ShareButtons'
import { formatDeparture, formatKg, routeLabel, tripShared } from './numbers'
import { ServerTripTitle } from './ServerTripTitle'
import { SpaceBar } from './SpaceBar'
import { changeReservation, TripReservations } from './TripReservations'
import { TripSplit } from './TripSplit'
import { ReservationStatusBadge, TripStatusBadge } from './TripStatusBadge'

// What only a signed-in visitor (the form) or the trip's owner (the dialog) sees loads when shown:
// a shared trip's first load carries neither.
const ReservationForm = lazy(() => import('./ReservationForm').then((m) => ({ default: m.ReservationForm })))
const ConfirmDialog = lazy(() => import('@/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })))

/**
 * The page's least height, loading and loaded: the footer starts below the first screen, so the
 * trip arriving in place of the wait never pushes it down in view (a layout shift).
 */
const TRIP_PAGE_MIN_HEIGHT = '100vh'

const CRUMBS = [{ label: 'Casa', to: '/' }, { label: 'Frete Solidário', to: '/frete-solidario' }, { label: 'Viagem' }]

/** /viagens/{id}: the route, the space left, the split and, by who is looking, reserve / answer / cancel. */
export function TripPage({ id }: { id: string }) {
  const lookup = useTrip(id)
  if (lookup.state === 'loading') {
    // The prerendered frame's shape: the banner (its route written by the web server), then the wait.
    return (
      <Box mih={TRIP_PAGE_MIN_HEIGHT}>
        <PageBanner title={<ServerTripTitle />} crumbs={CRUMBS} />
        <LoadingState text="Carregando viagem..." />
      </Box>
    )
  }
  if (lookup.state === 'notFound') {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={1}>Viagem não encontrada</Title>
          <Text>Ela pode ter sido cancelada ou já ter acontecido.</Text>
          <ButtonLink to="/frete-solidario" search={{ tab: 'viagens' }}>
            Ver viagens abertas
          </ButtonLink>
        </Stack>
      </Container>
    )
  }
  return <Trip trip={lookup.trip} />
}

function Trip({ trip }: { trip: CachedTrip }) {
  const { user, status } = useSession()
  const reservations = useTripReservations(trip.id) ?? []
  const queued = useQueuedByTrip(user?.id)?.get(trip.id)
  const isOwner = user?.id === trip.user_id
  const mine = reservations.filter((r) => r.user_id === user?.id)
  const accepted = mine.some((r) => r.status === 'aceita')
  const shares = useTripSplit(trip, !trip.pending && (isOwner || accepted))
  const contact = useTripContact(trip.id, !isOwner && accepted)
  const open = isPublicTrip(trip.status)
  const departed = trip.data < todayInBrazil()
  const [confirming, setConfirming] = useState(false)

  const endTrip = async (next: 'cancelada' | 'realizada') => {
    if (!user) return void notifications.show({ color: 'red', message: SESSAO_TERMINOU })
    try {
      await alterarStatusDaViagem(authorOf(user), trip.id, next)
      notifications.show({
        color: 'campo',
        message: next === 'cancelada' ? 'Viagem cancelada.' : 'Viagem marcada como realizada.',
      })
    } catch {
      notifications.show({ color: 'red', message: 'Não foi possível alterar a viagem. Tente novamente.' })
    }
    setConfirming(false)
  }

  return (
    <Box mih={TRIP_PAGE_MIN_HEIGHT}>
      <PageBanner title={routeLabel(trip)} crumbs={CRUMBS} />
      <Container size="lg" py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <Group justify="space-between">
                <Text fz="lg" fw={600}>
                  {formatDeparture(trip.data, trip.hora)}
                </Text>
                <TripStatusBadge status={trip.status} />
              </Group>
              <PendingMark changes={queued} />
              <Group gap="xs" c="gray.7">
                <IconTruck size={18} aria-hidden />
                <Text>{trip.veiculo}</Text>
                {trip.refrigerada && (
                  <Group gap={4}>
                    <IconSnowflake size={16} aria-hidden />
                    <Text>Refrigerado</Text>
                  </Group>
                )}
              </Group>
              <Paper withBorder p="lg" component="section" aria-labelledby="roteiro-titulo">
                <Title order={2} fz="h3" id="roteiro-titulo" mb="md">
                  Roteiro
                </Title>
                <Timeline active={trip.paradas.length} bulletSize={24} lineWidth={2}>
                  {trip.paradas.map((p, i) => (
                    <Timeline.Item key={i} bullet={<IconMapPin size={14} aria-hidden />} title={`${p.cidade}/${p.uf}`}>
                      {p.local && <Text size="sm">{p.local}</Text>}
                      {i < trip.paradas.length - 1 && (
                        <Text size="xs" c="dimmed">
                          Carga neste trecho: {formatKg(trip.carga_por_trecho[i] ?? trip.carga_propria_kg)}
                        </Text>
                      )}
                    </Timeline.Item>
                  ))}
                </Timeline>
              </Paper>
              <SpaceBar trip={trip} />
              <Text>
                Custo total da viagem: <strong>{formatPrice(trip.custo_total)}</strong> · carga de quem oferece:{' '}
                {formatKg(trip.carga_propria_kg)}
              </Text>
              {trip.observacoes && <Text style={{ whiteSpace: 'pre-line' }}>{trip.observacoes}</Text>}
              {trip.status === 'aberta' && <ShareButtons shared={tripShared(trip)} />}
              <Text size="sm" c="dimmed">
                Oferecida por {trip.user_name}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              {(isOwner || accepted) && <TripSplit shares={shares} custoTotal={trip.custo_total} />}
              {isOwner && user && (
                <>
                  <TripReservations trip={trip} reservations={reservations} autor={authorOf(user)} />
                  {open && (
                    <Group>
                      {!trip.pending && trip.data <= todayInBrazil() && (
                        <Button variant="light" onClick={() => void endTrip('realizada')}>
                          Marcar como realizada
                        </Button>
                      )}
                      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                        Cancelar viagem
                      </Button>
                    </Group>
                  )}
                </>
              )}
              {mine.map((r) => (
                <Paper key={r.id} withBorder p="lg" component="section" aria-label="Sua reserva">
                  <Stack gap="xs">
                    <Group justify="space-between">
                      <Title order={2} fz="h3">
                        Sua reserva
                      </Title>
                      <ReservationStatusBadge status={r.status} />
                    </Group>
                    <Text>
                      {formatKg(r.kg)}: {r.carga}
                    </Text>
                    {r.status === 'aceita' && contact && (
                      <Text>
                        Contato de quem oferece:{' '}
                        <Anchor href={`https://wa.me/55${contact}`} target="_blank" rel="noopener noreferrer">
                          {formatPhone(contact)} (WhatsApp)
                        </Anchor>
                      </Text>
                    )}
                    {user && (r.status === 'pendente' || r.status === 'aceita') && !departed && (
                      <Button variant="default" onClick={() => void changeReservation(authorOf(user), r, 'cancelada')}>
                        Cancelar reserva
                      </Button>
                    )}
                  </Stack>
                </Paper>
              ))}
              {!isOwner &&
                trip.status === 'aberta' &&
                !departed &&
                !mine.some((r) => r.status === 'pendente' || r.status === 'aceita') &&
                (user ? (
                  <Suspense fallback={<LoadingState text="Carregando formulário..." />}>
                    <ReservationForm trip={trip} user={user} />
                  </Suspense>
                ) : status !== 'loading' ? (
                  <ButtonLink to="/login" search={{ redirect: `/viagens/${trip.id}` }}>
                    Entre para reservar espaço
                  </ButtonLink>
                ) : null)}
              {!isOwner && trip.status === 'lotada' && <Alert color="yellow">Esta viagem está lotada.</Alert>}
              {trip.status === 'cancelada' && <Alert color="gray">Esta viagem foi cancelada.</Alert>}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title="Cancelar viagem"
            message="Tem certeza que deseja cancelar esta viagem? Quem reservou espaço verá que ela foi cancelada."
            confirmLabel="Cancelar viagem"
            busy={false}
            onConfirm={() => void endTrip('cancelada')}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Box>
  )
}
