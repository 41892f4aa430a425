import { ActionIcon, Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { pickupPlaceText, pointTitle } from '@/features/pickup-points'
import { authorOf, useSession } from '@/lib/server/session'
import { adAvailable, adPrice, formatAmount, formatQuantity, isSoldOut, unitName, unitOf } from '@/lib/rules/units'
import { isFractional, MAX_QUANTITY, orderTotalText, parseQuantity } from '@/lib/rules/unit-input'
import {
  fazerPedido,
  recordingFailure,
  useAd,
  usePickupPoints,
  useTripsLeavingFrom,
  withSendState,
  type CachedAd,
  type CachedPickupPoint,
} from '@/offline'
import { useDraft } from '@/offline/use-draft'
import { RecordingError } from '@/features/phone-space'
import { announceSendState } from '@/features/send-state'
import { DraftOffer } from '@/ui/DraftOffer'
import { LoadingState } from '@/ui/LoadingState'
import { ENTREGAS, pedidoSchema, type OrderedAd, type PedidoForm } from './schema'

/** /fazer-pedido/{anúncio}: how much in the ad's unit (with its total), a note, and how to receive (a pickup point, a trip). */
export function OrderFormPage({ anuncioId }: { anuncioId: string }) {
  const lookup = useAd(anuncioId)
  if (lookup.state === 'loading') return <LoadingState text="Carregando anúncio..." />
  if (lookup.state === 'notFound') return <Text role="alert">Anúncio não encontrado.</Text>
  return <OrderForm ad={lookup.ad} />
}

/** One more or one less, within 1 and what the ad has (the keyboard takes any amount the unit allows). */
function stepped(typed: string, by: 1 | -1, ad: OrderedAd): string {
  const now = parseQuantity(typed, ad.unidade)
  const next = (typeof now === 'number' ? Math.floor(now) : 0) + by
  return formatAmount(Math.min(Math.max(next, 1), ad.disponivel ?? MAX_QUANTITY))
}

function OrderForm({ ad }: { ad: CachedAd }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const trips = useTripsLeavingFrom(ad.cidade, ad.uf, 30)
  const { points } = usePickupPoints(ad.user_id, ad.pontos_de_retirada ?? [])
  const ordered: OrderedAd = {
    unidade: unitOf(ad),
    disponivel: ad.quantidade_disponivel ?? null,
    comPontos: (points?.length ?? 0) > 0,
  }
  const schema = pedidoSchema(ordered)
  const form = useForm<PedidoForm>({
    initialValues: { quantidade: '', observacao: '', entrega: 'retirar', viagem_id: '', ponto_de_retirada_id: '' },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  })
  const [erro, setErro] = useState<string | null>(null)
  const draft = useDraft({ key: `pedido:${ad.id}`, ownerId: user?.id ?? null, values: form.values, untouched: !form.isDirty() })
  const continueDraft = () => {
    const kept = draft.take()
    // A draft of an older build had a free-text quantity: the form keeps its own fields.
    if (kept) form.setValues({ ...form.values, ...kept.values })
  }
  if (!user) return null
  if (ad.user_id === user.id) return <Text role="alert">Você não pode fazer pedido no seu próprio anúncio.</Text>
  if (ad.status !== 'ativo') return <Text role="alert">Este anúncio não está mais disponível.</Text>
  if (isSoldOut(ad)) return <Text role="alert">Este anúncio está esgotado.</Text>
  if (ad.reservado_em) {
    return <Text role="alert">Este anúncio está reservado: não recebe novos pedidos agora. Converse com quem vende.</Text>
  }

  const asked = parseQuantity(form.values.quantidade, ordered.unidade)
  const total = typeof asked === 'number' ? orderTotalText(asked, ad.preco, ordered.unidade) : null
  const pedir = form.onSubmit(async (values) => {
    const output = v.parse(schema, values)
    const point = output.entrega === 'retirar' ? points?.find((p) => p.id === output.ponto_de_retirada_id) : undefined
    try {
      const [, sending] = await withSendState(() =>
        fazerPedido(authorOf(user), {
          anuncio_id: ad.id,
          vendedor_id: ad.user_id,
          vendedor_nome: ad.user_name ?? null,
          quantidade: formatQuantity(output.quantidade, ordered.unidade),
          quantidade_pedida: output.quantidade,
          unidade: ordered.unidade,
          preco_unitario: ad.preco,
          ponto_de_retirada_id: point?.id ?? null,
          retirada: point ? pickupPlaceText(point) : null,
          observacao: output.observacao,
          entrega: output.entrega,
          viagem_id: output.entrega === 'frete_solidario' ? output.viagem_id : null,
        }),
      )
      void announceSendState(sending, {
        sent: 'Pedido enviado ao vendedor!',
        queued: 'Seu pedido será enviado quando houver conexão.',
      })
    } catch (error) {
      setErro(recordingFailure(error, 'Erro ao fazer o pedido. Tente novamente.'))
      return
    }
    await draft.sent()
    await navigate({ to: '/mensagens/$anuncioId/$compradorId', params: { anuncioId: ad.id, compradorId: user.id } })
  })

  return (
    <form onSubmit={pedir} noValidate aria-busy={draft.reading}>
      <Stack>
        <Title order={1}>Fazer pedido</Title>
        <Text>
          {ad.titulo} · {adPrice(ad)} · {ad.user_name}
        </Text>
        {draft.waiting && (
          <DraftOffer message="Você tem um pedido não terminado" onContinue={continueDraft} onDiscard={draft.discard} />
        )}
        <Paper withBorder p="lg">
          <Stack>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <ActionIcon
                size={42}
                variant="default"
                aria-label="Menos um"
                onClick={() => form.setFieldValue('quantidade', stepped(form.values.quantidade, -1, ordered))}
              >
                <IconMinus size={20} aria-hidden />
              </ActionIcon>
              <TextInput
                label={`Quantidade (${unitName(ordered.unidade)})`}
                description={adAvailable(ad) ?? undefined}
                required
                inputMode={isFractional(ordered.unidade) ? 'decimal' : 'numeric'}
                placeholder={isFractional(ordered.unidade) ? 'Ex.: 2 ou 1,5' : 'Ex.: 2'}
                style={{ flex: 1 }}
                rightSection={
                  <Text size="sm" c="dimmed" aria-hidden>
                    {unitName(ordered.unidade)}
                  </Text>
                }
                rightSectionWidth={64}
                {...form.getInputProps('quantidade')}
              />
              <ActionIcon
                size={42}
                variant="default"
                aria-label="Mais um"
                onClick={() => form.setFieldValue('quantidade', stepped(form.values.quantidade, 1, ordered))}
              >
                <IconPlus size={20} aria-hidden />
              </ActionIcon>
            </Group>
            <Text fw={700} aria-live="polite" data-testid="total-do-pedido">
              {total ?? (ad.preco === null ? 'Preço a combinar com quem vende.' : '')}
            </Text>
            <Textarea label="Observação" maxLength={500} autosize minRows={2} {...form.getInputProps('observacao')} />
            <Radio.Group label="Como receber" required {...form.getInputProps('entrega')}>
              <Stack gap="xs" mt="xs">
                {ENTREGAS.map((e) => (
                  <Radio key={e.value} value={e.value} label={e.label} />
                ))}
              </Stack>
            </Radio.Group>
            {form.values.entrega === 'retirar' && points && points.length > 0 && (
              <PickupPointPicker points={points} {...form.getInputProps('ponto_de_retirada_id')} />
            )}
            {form.values.entrega === 'frete_solidario' &&
              (trips && trips.length > 0 ? (
                <NativeSelect
                  label="Viagem"
                  data={[
                    { value: '', label: 'Escolha a viagem' },
                    ...trips.map((t) => ({
                      value: t.id,
                      label: `${t.origem_cidade} → ${t.destino_cidade}, ${t.data.split('-').reverse().join('/')}`,
                    })),
                  ]}
                  {...form.getInputProps('viagem_id')}
                />
              ) : (
                <Text size="sm" c="gray.7" role="status">
                  Nenhuma viagem aberta saindo de {ad.cidade} nos próximos 30 dias. Escolha outra forma de entrega.
                </Text>
              ))}
            <RecordingError message={erro} />
            <Button type="submit" loading={form.submitting}>
              Fazer pedido
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </form>
  )
}

function PickupPointPicker({
  points,
  ...input
}: {
  points: CachedPickupPoint[]
  value?: string
  onChange?: (value: string) => void
  error?: React.ReactNode
}) {
  return (
    <Radio.Group label="Onde retirar" required {...input}>
      <Stack gap="xs" mt="xs">
        {points.map((point) => (
          <Radio
            key={point.id}
            value={point.id}
            label={pointTitle(point)}
            description={`${point.local}, ${point.cidade}/${point.uf}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}
