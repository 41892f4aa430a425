import { Card, Divider, Group, Loader, Rating, Stack, Text, Title } from '@mantine/core'
import { PendingBadge } from '@/features/ads'
import { formatRating, relativeDay } from '@/lib/formats/format'
import { SellerLink } from '@/features/sellers'
import { useComments, useUsernames, type CachedComment } from '@/offline'
import { CommentForm } from './CommentForm'

/**
 * The ratings that count, as the database counts them: each person's latest, never the owner's
 * (the phone's pending comments included, so a rating given offline counts at once).
 */
export function countedRatings(comments: CachedComment[], donoId: string): number[] {
  const latest = new Map<string, CachedComment>()
  for (const c of comments) {
    if (c.rating === null || c.user_id === donoId) continue
    const seen = latest.get(c.user_id)
    if (!seen || c.created_at > seen.created_at) latest.set(c.user_id, c)
  }
  return [...latest.values()].map((c) => c.rating!)
}

function average(ratings: number[]): number | null {
  return ratings.length === 0 ? null : ratings.reduce((sum, r) => sum + r, 0) / ratings.length
}

/** The ad's comments (newest first, pending ones marked), their average and the form. */
export function CommentsSection({ anuncioId, donoId }: { anuncioId: string; donoId: string }) {
  const comments = useComments(anuncioId)
  const usernames = useUsernames((comments ?? []).map((c) => c.user_id))
  const ratings = comments ? countedRatings(comments, donoId) : []
  const media = average(ratings)
  return (
    <section aria-labelledby="comentarios">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="comentarios">
          Comentários
        </Title>
        {comments && (
          <Group gap={6} aria-label="Avaliação média">
            <Rating value={media ?? 0} fractions={10} readOnly color="orange.7" aria-hidden />
            <Text fw={700}>{formatRating(media)}</Text>
            <Text size="sm" c="dimmed">
              ({ratings.length} {ratings.length === 1 ? 'avaliação' : 'avaliações'})
            </Text>
          </Group>
        )}
      </Group>
      <Card withBorder mb="md">
        <CommentForm anuncioId={anuncioId} donoId={donoId} />
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
                <Text fw={700}>
                  <SellerLink username={usernames.get(c.user_id)}>{c.user_name ?? 'Usuário'}</SellerLink>
                </Text>
                <Group gap="xs">
                  {c.pending && <PendingBadge />}
                  <Text size="sm" c="dimmed">
                    {relativeDay(c.created_at)}
                  </Text>
                </Group>
              </Group>
              {c.rating !== null && (
                <span role="img" aria-label={`${c.rating} de 5 estrelas`}>
                  <Rating value={c.rating} readOnly size="sm" color="orange.7" />
                </span>
              )}
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
