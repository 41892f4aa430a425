import { offerPush } from '@/features/notifications'
import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { authorOf, useSession } from '@/lib/server/session'
import { PendingBadge } from '@/features/ads'
import { ReserveAdButton } from '@/features/my-ads'
import {
  enviarMensagem,
  useConversation,
  useQueuedOfConversation,
  useUploadProgress,
  type CachedMessage,
  type QueuedChange,
  type VoiceNote,
  recordingFailure,
} from '@/offline'
import { useHasBlocked, useMyMessageReports, useOrderRatings, useQuickReplies } from '@/offline/safe-negotiation'
import { useDraft } from '@/offline/use-draft'
import { RecordingError } from '@/features/phone-space'
import { PendingMark, UploadProgressLine } from '@/features/queued-changes'
import { VoiceNotePlayer, VoiceRecorder } from '@/features/voice-notes'
import { VOICE_NOTE_MAX_MS } from '@/lib/media/voice-note'
import { AnchorLink } from '@/ui/links'
import { LoadingState } from '@/ui/LoadingState'
import { OrderCard } from './OrderCard'
import { ReadAloudButton } from '@/features/read-aloud'
import { ReportMessage } from '@/features/reports'
import type { Author } from '@/lib/server/session'
import { BlockPerson } from './BlockPerson'
import { QuickReplies } from './QuickReplies'
import { SafetyTips } from './SafetyTips'
import { ScamWarning } from './ScamWarning'
import { mensagemSchema, type MensagemForm } from './schema'

const time = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })

function Bubble({
  message,
  mine,
  ownPixKey,
  reader,
  reported,
  queued,
}: {
  message: CachedMessage
  mine: boolean
  ownPixKey: string | null
  reader: Author
  reported: boolean
  /** Its change still on the phone: waiting, or refused with its reason. */
  queued: QueuedChange[] | undefined
}) {
  const refused = queued?.some((change) => change.status === 'failed')
  const order = Boolean(message.pedido_id)
  const upload = useUploadProgress((p) => Boolean(message.pending && message.audio_caminho) && p.file === message.audio_caminho)
  return (
    <Box style={{ alignSelf: order ? 'center' : mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper
        p="xs"
        radius="md"
        withBorder={!mine || order}
        bg={order ? 'gray.0' : mine ? 'campo.0' : undefined}
        aria-label={order ? 'Pedido' : mine ? 'Você' : (message.remetente_nome ?? undefined)}
        component="article"
      >
        {message.audio_caminho && message.audio_duracao_ms ? (
          <>
            <VoiceNotePlayer caminho={message.audio_caminho} duracaoMs={message.audio_duracao_ms} />
            {upload && <UploadProgressLine progress={upload} />}
          </>
        ) : (
          // Text, never HTML: React escapes it.
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} fw={order ? 600 : undefined}>
            {message.texto}
          </Text>
        )}
        {!mine && !order && message.texto && <ScamWarning text={message.texto} ownPixKey={ownPixKey} />}
        <Group gap={6} justify="flex-end">
          {!message.audio_caminho && !order && message.texto && (
            <ReadAloudButton compact label="Ouvir mensagem" texts={() => [message.texto]} />
          )}
          {!mine && !order && !message.pending && (
            <ReportMessage
              autor={reader}
              messageId={message.id}
              from={message.remetente_nome ?? 'esta pessoa'}
              reported={reported}
            />
          )}
          <Text size="xs" c="dimmed">
            {time(message.created_at)}
          </Text>
          {refused ? null : message.pending ? (
            <PendingBadge />
          ) : mine && !order && message.lida_em ? (
            <Text size="xs" c="dimmed">
              Lida
            </Text>
          ) : null}
        </Group>
        {refused && <PendingMark changes={queued} />}
      </Paper>
    </Box>
  )
}

/** /mensagens/{anúncio}/{comprador}: the messages (own on the right), the orders, and a box to write. */
export function ConversationPage({ anuncioId, compradorId }: { anuncioId: string; compradorId: string }) {
  const { user } = useSession()
  const data = useConversation({ anuncio_id: anuncioId, comprador_id: compradorId }, user?.id)
  const form = useForm<MensagemForm>({ initialValues: { texto: '' }, validate: schemaResolver(mensagemSchema, { sync: true }) })
  const draft = useDraft({
    key: `mensagem:${anuncioId}:${compradorId}`,
    ownerId: user?.id ?? null,
    values: form.values,
    untouched: form.values.texto.trim() === '',
    restore: (kept) => form.setValues(kept.values),
  })
  const [erro, setErro] = useState<string | null>(null)
  const ownReplies = useQuickReplies(user?.id)
  const vendedorId = data?.ad?.user_id ?? data?.messages[0]?.vendedor_id ?? ''
  const seller = user?.id === vendedorId
  const other = seller
    ? {
        id: compradorId,
        nome:
          data?.messages.find((m) => m.remetente_id === compradorId)?.remetente_nome ??
          data?.orders[0]?.comprador_nome ??
          'o comprador',
      }
    : { id: vendedorId, nome: data?.ad?.user_name ?? data?.orders[0]?.vendedor_nome ?? 'o vendedor' }
  const blocked = useHasBlocked(user?.id, other.id || undefined)
  const received = data?.messages.filter((m) => m.remetente_id !== user?.id && !m.pedido_id).map((m) => m.id) ?? []
  const reported = useMyMessageReports(user?.id, received)
  const queued = useQueuedOfConversation(user?.id, { anuncio_id: anuncioId, comprador_id: compradorId })
  const ratings = useOrderRatings(data?.orders.filter((o) => o.status === 'entregue').map((o) => o.id) ?? [])
  const end = useRef<HTMLDivElement>(null)
  const count = data?.messages.length ?? 0
  // (Braces: newer browsers answer scrollIntoView with a promise, which must not become the effect's cleanup.)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [count])

  if (!data || !user) return <LoadingState text="Carregando conversa..." />
  const autor = authorOf(user)
  const participant = user.id === compradorId || user.id === vendedorId
  // The seller's registered key, as an accepted order keeps it: written by the seller, it is no warning.
  const sellerPixKey = data.orders.find((order) => order.pix_chave)?.pix_chave ?? null
  // `fromBox`: the text was typed in the box (a quick reply leaves what is being typed there).
  const send = async (conteudo: string | VoiceNote, fromBox = false) => {
    try {
      await enviarMensagem(autor, { anuncio_id: anuncioId, comprador_id: compradorId, vendedor_id: vendedorId }, conteudo)
      setErro(null)
      if (fromBox) {
        await draft.sent()
        form.reset()
      }
      offerPush('mensagem')
    } catch (error) {
      setErro(recordingFailure(error, 'Não foi possível enviar a mensagem. Tente novamente.'))
    }
  }
  const enviar = form.onSubmit((values) => send(v.parse(mensagemSchema, values).texto, true))

  return (
    <Stack>
      <Title order={1} fz="h2">
        {data.ad ? (
          <AnchorLink to="/product/$id" params={{ id: anuncioId }} inherit>
            {data.ad.titulo}
          </AnchorLink>
        ) : (
          'Conversa'
        )}
      </Title>
      {!participant ? (
        <Alert color="red">Conversa não encontrada.</Alert>
      ) : (
        <>
          <SafetyTips />
          {other.id && <BlockPerson autor={autor} person={other} blocked={blocked} />}
          {data.orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              autor={autor}
              adTitle={data.ad?.titulo}
              adPrice={data.ad?.preco}
              rating={ratings?.get(order.id)}
              reserve={data.ad && <ReserveAdButton ad={data.ad} autor={autor} />}
            />
          ))}
          <Stack gap="xs" role="log" aria-label="Mensagens da conversa" aria-live="polite">
            {data.messages.length === 0 && <Text c="dimmed">Escreva a primeira mensagem sobre este anúncio.</Text>}
            {data.messages.map((m) => (
              <Bubble
                key={m.id}
                message={m}
                mine={m.remetente_id === user.id}
                ownPixKey={m.remetente_id === vendedorId ? sellerPixKey : null}
                reader={autor}
                reported={reported?.has(m.id) ?? false}
                queued={queued?.get(m.id)}
              />
            ))}
            <div ref={end} />
          </Stack>
          {!blocked && (
            <QuickReplies
              seller={seller}
              empty={data.messages.length === 0}
              own={ownReplies?.map((r) => r.texto) ?? []}
              onSend={(text) => void send(text)}
            />
          )}
          {!blocked && (
            <VoiceRecorder maxMs={VOICE_NOTE_MAX_MS} onRecorded={(note) => send(note)}>
              {(recordButton) => (
                <form onSubmit={enviar} noValidate>
                  <Group align="flex-end" wrap="nowrap" gap="xs">
                    <Textarea
                      label="Mensagem"
                      placeholder="Escreva sua mensagem"
                      autosize
                      minRows={1}
                      maxRows={5}
                      maxLength={2000}
                      style={{ flex: 1 }}
                      {...form.getInputProps('texto')}
                    />
                    {recordButton}
                    <Button type="submit" leftSection={<IconSend size={16} aria-hidden />}>
                      Enviar
                    </Button>
                  </Group>
                </form>
              )}
            </VoiceRecorder>
          )}
          <RecordingError message={erro} />
        </>
      )}
    </Stack>
  )
}
