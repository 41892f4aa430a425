import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { formatPrice } from '@/lib/formats/format'
import type { CachedOrder } from '@/offline'
import { AnchorLink } from '@/ui/links'
import { PaymentBadge } from './OrderStatusBadge'

/** Said on both sides: only the seller's bank proves a payment. */
export const RECEIPT_WARNING = 'Um comprovante em foto não prova o pagamento: só o extrato do banco de quem vende.'

/** An accepted order's payment: the value, its state, and what each side may do about it. */
export function OrderPayment({
  order,
  asSeller,
  onPayWithPix,
  onConfirm,
}: {
  order: CachedOrder
  asSeller: boolean
  onPayWithPix: () => void
  onConfirm: () => void
}) {
  if (order.valor === null || (order.status !== 'aceito' && order.status !== 'entregue')) return null
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm">
          Valor a pagar: <strong>{formatPrice(order.valor)}</strong>
        </Text>
        {order.pagamento && <PaymentBadge pagamento={order.pagamento} />}
      </Group>
      {order.pagamento === 'pago' ? (
        <Text size="sm">Pagamento confirmado por quem vende.</Text>
      ) : asSeller ? (
        order.pagamento === 'informado' ? (
          <>
            <Alert color="yellow" variant="light" p="xs">
              O comprador informou que pagou. Confira no aplicativo do seu banco antes de confirmar. {RECEIPT_WARNING}
            </Alert>
            <Group>
              <Button size="compact-md" onClick={onConfirm}>
                Confirmar recebimento
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Aguardando o pagamento do comprador.
          </Text>
        )
      ) : order.pagamento === 'informado' ? (
        <Text size="sm">Você informou o pagamento. Aguarde quem vende confirmar o recebimento no banco.</Text>
      ) : order.pix_chave ? (
        <Group>
          <Button size="compact-md" leftSection={<IconQrcode size={18} aria-hidden />} onClick={onPayWithPix}>
            Pagar com Pix
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          Quem vende ainda não configurou o Pix.{' '}
          <AnchorLink
            to="/mensagens/$anuncioId/$compradorId"
            params={{ anuncioId: order.anuncio_id, compradorId: order.comprador_id }}
            underline="always"
          >
            Combine o pagamento pela mensagem
          </AnchorLink>
          .
        </Text>
      )}
    </Stack>
  )
}
