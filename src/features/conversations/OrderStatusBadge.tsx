import { Badge } from '@mantine/core'
import type { OrderStatus } from '@/offline'

// Shades with AA contrast for their text, as the other status badges.
const STATUS: Record<OrderStatus, { color: string; label: string }> = {
  pendente: { color: 'yellow.5', label: 'Pendente' },
  aceito: { color: 'campo.9', label: 'Aceito' },
  recusado: { color: 'red.9', label: 'Recusado' },
  entregue: { color: 'blue.9', label: 'Entregue' },
  cancelado: { color: 'gray.8', label: 'Cancelado' },
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { color, label } = STATUS[status]
  return (
    <Badge color={color} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  )
}
