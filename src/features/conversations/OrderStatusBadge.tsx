import type { OrderStatus, Payment } from '@/offline'
import { StatusPill } from '@/ui/StatusPill'

const STATUS: Record<OrderStatus, { color: string; label: string }> = {
  pendente: { color: 'yellow.5', label: 'Pendente' },
  aceito: { color: 'campo.9', label: 'Aceito' },
  recusado: { color: 'red.9', label: 'Recusado' },
  entregue: { color: 'blue.9', label: 'Entregue' },
  cancelado: { color: 'gray.8', label: 'Cancelado' },
}

const PAYMENT: Record<Payment, { color: string; label: string }> = {
  informado: { color: 'yellow.5', label: 'Pagamento informado' },
  pago: { color: 'campo.9', label: 'Pago' },
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusPill {...STATUS[status]} />
}

export function PaymentBadge({ pagamento }: { pagamento: Payment }) {
  return <StatusPill {...PAYMENT[pagamento]} />
}
