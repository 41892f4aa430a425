import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { authorOf, useSession } from '@/lib/server/session'
import { comentar, withSendState, recordingFailure } from '@/offline'
import { useDraft } from '@/offline/use-draft'
import { RecordingError } from '@/features/phone-space'
import { announceSendState } from '@/features/send-state'
import classes from './CommentForm.module.css'
import { comentarioSchema } from './schema'

/** Rating and text; signed-out people are sent to sign in first. Works offline (queued). */
export function CommentForm({ anuncioId, donoId }: { anuncioId: string; donoId: string }) {
  const { user } = useSession()
  const doDono = user !== null && user.id === donoId
  const navigate = useNavigate()
  const [rating, setRating] = useState(0)
  const [texto, setTexto] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  const draft = useDraft({
    key: `comentario:${anuncioId}`,
    ownerId: user?.id ?? null,
    values: { rating, texto },
    untouched: rating === 0 && texto.trim() === '',
    restore: ({ values }) => {
      setRating(values.rating)
      setTexto(values.texto)
    },
  })

  const enviar = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!user) {
      notifications.show({ color: 'yellow', message: 'Você precisa estar logado para comentar' })
      await navigate({ to: '/login', search: { redirect: `/product/${anuncioId}` } })
      return
    }
    const parsed = v.safeParse(comentarioSchema(doDono), { rating: doDono ? null : rating, comentario: texto })
    if (!parsed.success) {
      setErro(parsed.issues[0].message)
      return
    }
    setErro(null)
    setEnviando(true)
    try {
      const [, sending] = await withSendState(() => comentar(authorOf(user), anuncioId, parsed.output))
      await draft.sent()
      setRating(0)
      setTexto('')
      void announceSendState(sending, {
        sent: 'Comentário enviado com sucesso!',
        queued: 'Comentário salvo. Será enviado quando houver conexão.',
      })
    } catch (error) {
      setErro(recordingFailure(error, 'Erro ao enviar comentário. Tente novamente.'))
    } finally {
      setEnviando(false)
    }
  }

  return (
    <form onSubmit={(event) => void enviar(event)} noValidate aria-label="Deixe seu comentário">
      <Stack gap="sm">
        {doDono ? (
          <Text size="sm" c="dimmed">
            Este anúncio é seu: responda aos compradores sem dar nota.
          </Text>
        ) : (
          <div>
            <Text component="label" id="nota-label" fw={600} size="sm">
              Sua avaliação
            </Text>
            <Group>
              <Rating
                value={rating}
                onChange={setRating}
                size="lg"
                color="orange.7"
                aria-labelledby="nota-label"
                getSymbolLabel={(n) => (n === 1 ? '1 estrela' : `${n} estrelas`)}
              />
              {rating > 0 && <Text size="sm">{rating} de 5</Text>}
            </Group>
          </div>
        )}
        <Textarea
          label="Seu comentário"
          placeholder="Conte como foi sua experiência com este produto"
          rows={3}
          classNames={{ input: classes.grows }}
          maxLength={2000}
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
        />
        <RecordingError message={erro} />
        <Group>
          <Button type="submit" loading={enviando}>
            Enviar comentário
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
