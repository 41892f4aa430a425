import type { ReservationStatus, TripStatus } from '@/offline'
import { StatusPill } from '@/ui/StatusPill'

const TRIP: Record<TripStatus, { color: string; label: string }> = {
  aberta: { color: 'campo.9', label: 'Aberta' },
  lotada: { color: 'yellow.5', label: 'Lotada' },
  realizada: { color: 'blue.9', label: 'Realizada' },
  cancelada: { color: 'gray.8', label: 'Cancelada' },
}

const RESERVATION: Record<ReservationStatus, { color: string; label: string }> = {
  pendente: { color: 'yellow.5', label: 'Aguardando resposta' },
  aceita: { color: 'campo.9', label: 'Aceita' },
  recusada: { color: 'red.9', label: 'Recusada' },
  cancelada: { color: 'gray.8', label: 'Cancelada' },
}

export function TripStatusBadge({ status }: { status: TripStatus }) {
  return <StatusPill {...TRIP[status]} />
}

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return <StatusPill {...RESERVATION[status]} />
}
