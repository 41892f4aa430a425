import { announceChange } from '@/features/send-state'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'
import { formatDate } from '@/lib/formats/format'
import { orderTotalText } from '@/lib/rules/unit-input'
import type { Author } from '@/lib/server/session'
import { PendingBadge } from '@/features/ads'
import {
  alterarPagamentoDoPedido,
  alterarStatusDoPedido,
  useQueuedOfOrder,
  type CachedOrder,
  type OrderStatus,
  type Payment,
} from '@/offline'
import { type CachedOrderRating } from '@/offline/safe-negotiation'
import { PendingMark } from '@/features/queued-changes'
import { AnchorLink } from '@/ui/links'
import { AcceptOrderDialog } from './AcceptOrderDialog'
import { OrderPayment } from './OrderPayment'
import { OrderRating } from './OrderRating'
import { OrderStatusBadge } from './OrderStatusBadge'
import { ENTREGAS } from './schema'

// The QR code's library loads only when a buyer opens "Pagar com Pix".
const PixPaymentDialog = lazy(() => import('./PixPaymentDialog'))

const PAYMENT_DONE: Record<Payment, string> = {
  informado: 'Pagamento informado a quem vende.',
  pago: 'Recebimento confirmado.',
}

const DONE: Record<OrderStatus, string> = {
  pendente: '',
  aceito: 'Pedido aceito.',
  recusado: 'Pedido recusado.',
  entregue: 'Pedido marcado como entregue.',
  cancelado: 'Pedido cancelado.',
}

/**
 * "4 kg × R$ 6,00 = R$ 24,00" at the ad's price when the order was made (the value to pay, once
 * accepted, is the seller's: it may differ, as for what is weighed at packing). Orders made
 * before units, in free text, have none.
 */
function totalOf(order: CachedOrder, adPrice: number | null | undefined): string | null {
  if (!order.quantidade_pedida || !order.unidade) return null
  return orderTotalText(order.quantidade_pedida, order.preco_unitario ?? adPrice, order.unidade)
}

/** What each side may do with an order now (the database checks the same). */
function actions(order: CachedOrder, asSeller: boolean): Array<{ status: OrderStatus; label: string }> {
  if (asSeller && order.status === 'pendente')
    return [
      { status: 'aceito', label: 'Aceitar' },
      { status: 'recusado', label: 'Recusar' },
    ]
  if (asSeller && order.status === 'aceito')
    return [
      { status: 'entregue', label: 'Marcar como entregue' },
      { status: 'cancelado', label: 'Cancelar' },
    ]
  if (!asSeller && order.status === 'pendente') return [{ status: 'cancelado', label: 'Cancelar pedido' }]
  return []
}

/** An order: the ad, the quantity, the other person, the status and its date, with what may be done next. */
export function OrderCard({
  order,
  autor,
  adTitle,
  adPrice,
  rating,
  reserve,
}: {
  order: CachedOrder
  autor: Author
  adTitle?: string
  adPrice?: number | null
  /** The buyer's rating of this order, once delivered. */
  rating?: CachedOrderRating
  /** The seller's "Reservar anúncio" for this order's ad, where the screen knows the ad. */
  reserve?: React.ReactNode
}) {
  const asSeller = order.vendedor_id === autor.id
  const queued = useQueuedOfOrder(autor.id, order.id)
  const other = asSeller ? order.comprador_nome : order.vendedor_nome
  const [dialog, setDialog] = useState<'aceitar' | 'pix' | null>(null)
  const change = async (status: OrderStatus, valor?: number) => {
    setDialog(null)
    try {
      await announceChange(() => alterarStatusDoPedido(autor, order, status, valor), DONE[status])
    } catch {
      notifications.show({ color: 'red', message: 'Não foi possível alterar o pedido. Tente novamente.' })
    }
  }
  const pay = async (pagamento: Payment) => {
    setDialog(null)
    try {
      await announceChange(() => alterarPagamentoDoPedido(autor, order, pagamento), PAYMENT_DONE[pagamento])
    } catch {
      notifications.show({ color: 'red', message: 'Não foi possível registrar o pagamento. Tente novamente.' })
    }
  }
  return (
    <Paper withBorder p="md" component="article" aria-label={`Pedido de ${order.quantidade}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <AnchorLink
              to="/mensagens/$anuncioId/$compradorId"
              params={{ anuncioId: order.anuncio_id, compradorId: order.comprador_id }}
              fw={600}
            >
              {adTitle ?? 'Anúncio'}
            </AnchorLink>
            <Text size="sm">
              {order.quantidade} · {ENTREGAS.find((e) => e.value === order.entrega)?.label} · {asSeller ? 'de' : 'para'} {other}
            </Text>
            {totalOf(order, adPrice) && (
              <Text size="sm" fw={600}>
                {totalOf(order, adPrice)}
              </Text>
            )}
            {order.retirada && <Text size="sm">Retirar em: {order.retirada}</Text>}
            {order.observacao && <Text size="sm">{order.observacao}</Text>}
            <Text size="xs" c="dimmed">
              {formatDate(order.created_at)}
            </Text>
          </Stack>
          {order.pending ? <PendingBadge /> : <OrderStatusBadge status={order.status} />}
        </Group>
        <PendingMark changes={queued?.filter((change) => change.status === 'failed')} />
        <OrderPayment
          order={order}
          asSeller={asSeller}
          onPayWithPix={() => setDialog('pix')}
          onConfirm={() => void pay('pago')}
        />
        {actions(order, asSeller).length > 0 && (
          <Group gap="xs">
            {actions(order, asSeller).map((a) => (
              <Button
                key={a.status}
                size="compact-md"
                variant={a.status === 'aceito' || a.status === 'entregue' ? 'filled' : 'default'}
                onClick={() => (a.status === 'aceito' ? setDialog('aceitar') : void change(a.status))}
              >
                {a.label}
              </Button>
            ))}
          </Group>
        )}
        {asSeller && (order.status === 'pendente' || order.status === 'aceito') && reserve}
        <OrderRating order={order} autor={autor} rating={rating} />
      </Stack>
      {dialog === 'aceitar' && (
        <AcceptOrderDialog
          order={order}
          adPrice={order.preco_unitario ?? adPrice}
          onAccept={(valor) => void change('aceito', valor)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'pix' && order.valor !== null && order.pix_chave !== null && (
        <Suspense fallback={null}>
          <PixPaymentDialog
            order={{ ...order, valor: order.valor, pix_chave: order.pix_chave }}
            onPaid={() => void pay('informado')}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Paper>
  )
}
