import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { formatPhone } from '@/lib/formats/format'
import type { Author } from '@/lib/server/session'
import { PendingBadge } from '@/features/ads'
import { alterarStatusDaReserva, withSendState, type CachedReservation, type CachedTrip, type ReservationStatus } from '@/offline'
import { announceSendState, type SendTexts } from '@/features/send-state'
import { formatKg } from './numbers'
import { ReservationStatusBadge } from './TripStatusBadge'

const DONE: Partial<Record<ReservationStatus, SendTexts>> = {
  aceita: { sent: 'Reserva aceita!', queued: 'Reserva aceita. A resposta será enviada quando houver conexão.' },
  recusada: { sent: 'Reserva recusada.', queued: 'Reserva recusada. A resposta será enviada quando houver conexão.' },
  cancelada: { sent: 'Reserva cancelada.', queued: 'Reserva cancelada. O aviso será enviado quando houver conexão.' },
}

/** Records a reservation's new status (queued offline) and says so. */
export async function changeReservation(autor: Author, reserva: CachedReservation, status: ReservationStatus) {
  try {
    const [, sending] = await withSendState(() => alterarStatusDaReserva(autor, reserva, status))
    const done = DONE[status]
    if (done) void announceSendState(sending, done)
  } catch {
    notifications.show({ color: 'red', message: 'Não foi possível registrar a resposta. Tente novamente.' })
  }
}

/** The owner's view of the reservations of a trip: who, how much, which stretch, contact, and accept/decline. */
export function TripReservations({
  trip,
  reservations,
  autor,
}: {
  trip: CachedTrip
  reservations: CachedReservation[]
  autor: Author
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="reservas-titulo">
      <Stack>
        <Title order={2} fz="h3" id="reservas-titulo">
          Pedidos de reserva
        </Title>
        {reservations.length === 0 ? (
          <Text c="dimmed">Ninguém pediu espaço nesta viagem ainda.</Text>
        ) : (
          reservations.map((r) => <ReservationRequest key={r.id} trip={trip} reservation={r} autor={autor} />)
        )}
      </Stack>
    </Paper>
  )
}

/** One request on a trip: who, how much, which stretch, the contact, and accept/decline while it waits. */
export function ReservationRequest({
  trip,
  reservation: r,
  autor,
}: {
  trip: CachedTrip
  reservation: CachedReservation
  autor: Author
}) {
  const open = trip.status === 'aberta' || trip.status === 'lotada'
  return (
    <Paper withBorder p="sm" component="article" aria-label={`Reserva de ${r.user_name}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>
            {r.user_name} · {formatKg(r.kg)}
          </Text>
          {r.pending ? <PendingBadge /> : <ReservationStatusBadge status={r.status} />}
        </Group>
        <Text size="sm">
          {trip.paradas[r.parada_inicio]?.cidade} → {trip.paradas[r.parada_fim]?.cidade}: {r.carga}
        </Text>
        <Text size="sm">Contato: {formatPhone(r.contato)}</Text>
        {open && r.status === 'pendente' && (
          <Group gap="xs">
            <Button size="compact-md" onClick={() => void changeReservation(autor, r, 'aceita')}>
              Aceitar
            </Button>
            <Button size="compact-md" variant="default" onClick={() => void changeReservation(autor, r, 'recusada')}>
              Recusar
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
