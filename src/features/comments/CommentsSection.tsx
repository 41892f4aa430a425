import { Card, Divider, Group, Loader, Rating, Stack, Text, Title } from '@mantine/core'
import { PendingBadge } from '@/features/ads'
import { relativeDay } from '@/lib/format'
import { useComments, type CachedComment } from '@/offline'
import { CommentForm } from './CommentForm'

/**
 * The average of the comments listed (the phone's pending ones included, so a rating given
 * offline counts at once); the server keeps its own aggregate for the ad.
 */
function average(comments: Pick<CachedComment, 'rating'>[]): number | null {
  return comments.length === 0 ? null : comments.reduce((sum, c) => sum + c.rating, 0) / comments.length
}

/** "4,5", or "Novo" with no rating yet. */
const averageLabel = (media: number | null) =>
  media === null ? 'Novo' : media.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** The ad's comments (newest first, pending ones marked), their average and the form. */
export function CommentsSection({ anuncioId }: { anuncioId: string }) {
  const comments = useComments(anuncioId)
  const media = comments ? average(comments) : null
  return (
    <section aria-labelledby="comentarios">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="comentarios">
          Comentários
        </Title>
        {comments && (
          <Group gap={6} aria-label="Avaliação média">
            <Rating value={media ?? 0} fractions={10} readOnly color="orange.7" aria-hidden />
            <Text fw={700}>{averageLabel(media)}</Text>
            <Text size="sm" c="dimmed">
              ({comments.length} {comments.length === 1 ? 'avaliação' : 'avaliações'})
            </Text>
          </Group>
        )}
      </Group>
      <Card withBorder mb="md">
        <CommentForm anuncioId={anuncioId} />
      </Card>
      {comments === undefined ? (
        <Loader size="sm" aria-label="Carregando comentários" />
      ) : comments.length === 0 ? (
        <Text c="dimmed">Ainda não há comentários. Seja o primeiro a avaliar!</Text>
      ) : (
        <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Lista de comentários">
          {comments.map((c, index) => (
            <li key={c.id}>
              {index > 0 && <Divider my="sm" />}
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{c.user_name ?? 'Usuário'}</Text>
                <Group gap="xs">
                  {c.pendente && <PendingBadge />}
                  <Text size="sm" c="dimmed">
                    {relativeDay(c.criado_em)}
                  </Text>
                </Group>
              </Group>
              <span role="img" aria-label={`${c.rating} de 5 estrelas`}>
                <Rating value={c.rating} readOnly size="sm" color="orange.7" />
              </span>
              <Text mt={4} style={{ whiteSpace: 'pre-line' }}>
                {c.comentario}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </section>
  )
}
