import { Badge } from '@mantine/core'
import type { ReservationStatus, TripStatus } from '@/offline'

// Shades with AA contrast for their text, as the ads' status badges.
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
  const { color, label } = TRIP[status]
  return (
    <Badge color={color} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  )
}

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { color, label } = RESERVATION[status]
  return (
    <Badge color={color} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  )
}
