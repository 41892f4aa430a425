import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import * as v from 'valibot'
import { announceChange } from '@/features/send-state'
import type { Author } from '@/lib/server/session'
import { recordingFailure, type CachedOrder } from '@/offline'
import { avaliarPedido, responderAvaliacao, type CachedOrderRating } from '@/offline/safe-negotiation'
import { RecordingError } from '@/features/phone-space'
import { OrderRatingText } from '@/ui/OrderRatingText'
import { avaliacaoPedidoSchema, respostaAvaliacaoSchema } from './schema'

const RATING_DAYS = 30
const DAY_MS = 86_400_000
const stars = (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`)

/** Whether the buyer may still rate: the database allows it until 30 days after delivery. */
export function ratingOpen(order: Pick<CachedOrder, 'status' | 'entregue_em' | 'updated_at'>, now = Date.now()) {
  const delivered = order.entregue_em ?? order.updated_at
  return order.status === 'entregue' && now - Date.parse(delivered) <= RATING_DAYS * DAY_MS
}

function RateForm({ autor, order }: { autor: Author; order: CachedOrder }) {
  const [nota, setNota] = useState(0)
  const [texto, setTexto] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(avaliacaoPedidoSchema, { nota, texto })
    if (!parsed.success) return setErro(parsed.issues[0].message)
    setBusy(true)
    try {
      await announceChange(() => avaliarPedido(autor, order, parsed.output), 'Avaliação enviada. Obrigado!')
      setErro(null)
    } catch (error) {
      setErro(recordingFailure(error, 'Não foi possível salvar a avaliação. Tente novamente.'))
    } finally {
      setBusy(false)
    }
  }
  const labelId = `nota-${order.id}`
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Avaliar vendedor">
      <Stack gap="xs">
        <Text id={labelId} fw={600} size="sm">
          Como foi comprar de {order.vendedor_nome ?? 'quem vendeu'}?
        </Text>
        <Group>
          <Rating value={nota} onChange={setNota} size="lg" color="orange.7" aria-labelledby={labelId} getSymbolLabel={stars} />
          {nota > 0 && <Text size="sm">{nota} de 5</Text>}
        </Group>
        <Textarea
          label="Conte como foi (opcional)"
          maxLength={500}
          autosize
          minRows={2}
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
        />
        <RecordingError message={erro} />
        <Group>
          <Button type="submit" size="compact-md" loading={busy}>
            Enviar avaliação
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Sua avaliação fica pública no perfil de quem vendeu. Cada pedido recebe uma avaliação.
        </Text>
      </Stack>
    </form>
  )
}

function AnswerForm({ autor, rating }: { autor: Author; rating: CachedOrderRating }) {
  const [open, setOpen] = useState(false)
  const [resposta, setResposta] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  if (!open) {
    return (
      <Group>
        <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
          Responder avaliação
        </Button>
      </Group>
    )
  }
  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(respostaAvaliacaoSchema, { resposta })
    if (!parsed.success) return setErro(parsed.issues[0].message)
    try {
      await announceChange(() => responderAvaliacao(autor, rating.id, parsed.output.resposta), 'Resposta enviada.')
      setErro(null)
    } catch (error) {
      setErro(recordingFailure(error, 'Não foi possível salvar a resposta. Tente novamente.'))
    }
  }
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Sua resposta (uma só, pública)"
          maxLength={500}
          autosize
          minRows={2}
          value={resposta}
          onChange={(event) => setResposta(event.currentTarget.value)}
        />
        <RecordingError message={erro} />
        <Group>
          <Button type="submit" size="compact-md">
            Enviar resposta
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * A delivered order's rating: the buyer rates once within 30 days; the seller reads it and answers
 * once, and is told why they do not rate the buyer.
 */
export function OrderRating({
  order,
  autor,
  rating,
}: {
  order: CachedOrder
  autor: Author
  rating: CachedOrderRating | undefined
}) {
  if (order.status !== 'entregue') return null
  const asSeller = order.vendedor_id === autor.id
  if (asSeller) {
    if (!rating) {
      return (
        <Text size="xs" c="dimmed">
          Quem compra pode avaliar você até 30 dias depois da entrega. Quem vende não dá nota a quem compra: assim ninguém se
          sente pressionado a avaliar bem.
        </Text>
      )
    }
    return (
      <Stack gap="xs">
        <OrderRatingText
          rating={rating}
          heading={
            <Text size="sm" fw={600}>
              Avaliação de {rating.comprador_nome ?? 'quem comprou'}:
            </Text>
          }
        />
        {!rating.resposta && <AnswerForm autor={autor} rating={rating} />}
      </Stack>
    )
  }
  if (rating) {
    return (
      <OrderRatingText
        rating={rating}
        heading={
          <Text size="sm" fw={600}>
            Sua avaliação:
          </Text>
        }
      />
    )
  }
  if (!ratingOpen(order)) return null
  return <RateForm autor={autor} order={order} />
}
