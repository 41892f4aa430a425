import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'
import { formatPhone } from '@/lib/formats/format'
import { SESSAO_TERMINOU, authorOf, useSession } from '@/lib/server/session'
import {
  alterarStatusDaViagem,
  isPublicTrip,
  todayInBrazil,
  useTripContact,
  useTripReservations,
  useTripSplit,
  type CachedTrip,
} from '@/offline'
import { ButtonLink } from '@/ui/links'
import { LoadingState } from '@/ui/LoadingState'
import { formatKg } from './numbers'
import { changeReservation, TripReservations } from './TripReservations'
import { TripSplit } from './TripSplit'
import { ReservationStatusBadge } from './TripStatusBadge'

// What only a signed-in visitor (the form) or the trip's owner (the dialog) sees loads when shown:
// a shared trip's first load carries neither.
const ReservationForm = lazy(() => import('./ReservationForm').then((m) => ({ default: m.ReservationForm })))
const ConfirmDialog = lazy(() => import('@/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })))

/**
 * A trip's page by who is looking: the split, the reservations and the owner's answers, one's own
 * reservation, the form to reserve space, or the way to sign in for it. It reads the phone's copy:
 * its code loads once the app has attached (phone-trip.ts).
 */
export function TripPersonal({ trip }: { trip: CachedTrip }) {
  const { user, status } = useSession()
  const reservations = useTripReservations(trip.id) ?? []
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
    </Stack>
  )
}
