import { Alert, Button, Center, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import { useRef, useState } from 'react'
import { formatPrice } from '@/lib/formats/format'
import { bankText, pixCopiaECola } from '@/lib/pix/br-code'
import type { CachedOrder } from '@/offline'
import { RECEIPT_WARNING } from './OrderPayment'

type PayableOrder = CachedOrder & { valor: number; pix_chave: string }

/**
 * "Pagar com Pix": the QR code and the "Pix copia e cola" text, made on the phone from what the
 * seller accepted (the order's copy of their key, name, city and value), so it works with no signal.
 */
export default function PixPaymentDialog({
  order,
  onPaid,
  onClose,
}: {
  order: PayableOrder
  onPaid: () => void
  onClose: () => void
}) {
  const code = pixCopiaECola({
    chave: order.pix_chave,
    nome: order.pix_nome ?? '',
    cidade: order.pix_cidade ?? '',
    valor: order.valor,
    referencia: order.id,
  })
  const text = useRef<HTMLTextAreaElement>(null)
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied('yes')
    } catch {
      // No clipboard (an old browser, or permission refused): the text is selected to copy by hand.
      text.current?.select()
      setCopied('select')
    }
  }
  return (
    <Modal opened onClose={onClose} title="Pagar com Pix">
      <Stack>
        <Text>
          Valor: <strong>{formatPrice(order.valor)}</strong>
          <br />
          Para: {bankText(order.pix_nome ?? '', 25)}
          {order.pix_cidade ? ` · ${bankText(order.pix_cidade, 15)}` : ''}
        </Text>
        <Center>
          <QRCodeSVG value={code} size={232} marginSize={2} level="M" role="img" aria-label="QR Code do Pix" data-pix-qr />
        </Center>
        <Textarea
          ref={text}
          label="Pix copia e cola"
          value={code}
          readOnly
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group>
          <Button variant="light" onClick={() => void copy()}>
            Copiar código
          </Button>
          <Text size="sm" role="status">
            {copied === 'yes' ? 'Código copiado.' : copied === 'select' ? 'Código selecionado: copie pelo menu do celular.' : ''}
          </Text>
        </Group>
        <Alert color="yellow" variant="light">
          <strong>Antes de pagar:</strong> Confira no seu banco o nome de quem recebe e o valor. Depois de pagar, toque em “Já
          paguei”: quem vende confirma quando o dinheiro aparecer no banco. {RECEIPT_WARNING}
        </Alert>
        <Button onClick={onPaid}>Já paguei</Button>
      </Stack>
    </Modal>
  )
}
