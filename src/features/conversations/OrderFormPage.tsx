import { Button, NativeSelect, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { formatPrice } from '@/lib/format'
import { authorOf, useSession } from '@/lib/session'
import { fazerPedido, useAd, useTripsLeavingFrom, withSendState, type CachedAd, recordingFailure } from '@/offline'
import { useDraft } from '@/offline/use-draft'
import { RecordingError } from '@/features/phone-space'
import { announceSendState } from '@/features/send-state'
import { DraftOffer } from '@/ui/DraftOffer'
import { LoadingState } from '@/ui/LoadingState'
import { ENTREGAS, pedidoSchema, type PedidoForm } from './schema'

/** /fazer-pedido/{anúncio}: quantity with its unit, a note, and how to receive (a trip when by frete solidário). */
export function OrderFormPage({ anuncioId }: { anuncioId: string }) {
  const lookup = useAd(anuncioId)
  if (lookup.state === 'loading') return <LoadingState text="Carregando anúncio..." />
  if (lookup.state === 'notFound') return <Text role="alert">Anúncio não encontrado.</Text>
  return <OrderForm ad={lookup.ad} />
}

function OrderForm({ ad }: { ad: CachedAd }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const trips = useTripsLeavingFrom(ad.cidade, ad.uf, 30)
  const form = useForm<PedidoForm>({
    initialValues: { quantidade: '', observacao: '', entrega: 'retirar', viagem_id: '' },
    validate: schemaResolver(pedidoSchema, { sync: true }),
    validateInputOnBlur: true,
  })
  const [erro, setErro] = useState<string | null>(null)
  const draft = useDraft({ key: `pedido:${ad.id}`, ownerId: user?.id ?? null, values: form.values, untouched: !form.isDirty() })
  const continueDraft = () => {
    const kept = draft.take()
    if (kept) form.setValues(kept.values)
  }
  if (!user) return null
  if (ad.user_id === user.id) return <Text role="alert">Você não pode fazer pedido no seu próprio anúncio.</Text>
  if (ad.status !== 'ativo') return <Text role="alert">Este anúncio não está mais disponível.</Text>

  const pedir = form.onSubmit(async (values) => {
    const output = v.parse(pedidoSchema, values)
    try {
      const [, sending] = await withSendState(() =>
        fazerPedido(authorOf(user), {
          anuncio_id: ad.id,
          vendedor_id: ad.user_id,
          vendedor_nome: ad.user_name ?? null,
          quantidade: output.quantidade,
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
    <form onSubmit={pedir} noValidate>
      <Stack>
        <Title order={1}>Fazer pedido</Title>
        <Text>
          {ad.titulo} · {formatPrice(ad.preco)} · {ad.user_name}
        </Text>
        {draft.waiting && (
          <DraftOffer message="Você tem um pedido não terminado" onContinue={continueDraft} onDiscard={draft.discard} />
        )}
        <Paper withBorder p="lg">
          <Stack>
            <TextInput
              label="Quantidade"
              required
              maxLength={60}
              placeholder="Ex.: 3 sacas"
              {...form.getInputProps('quantidade')}
            />
            <Textarea label="Observação" maxLength={500} autosize minRows={2} {...form.getInputProps('observacao')} />
            <Radio.Group label="Como receber" required {...form.getInputProps('entrega')}>
              <Stack gap="xs" mt="xs">
                {ENTREGAS.map((e) => (
                  <Radio key={e.value} value={e.value} label={e.label} />
                ))}
              </Stack>
            </Radio.Group>
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
