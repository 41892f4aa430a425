import { Group, Rating, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CachedOrderRating } from '@/offline/safe-negotiation'

/** An order's rating as read: who or whose, the stars, the buyer's text and the seller's one answer. */
export function OrderRatingText({ rating, heading }: { rating: CachedOrderRating; heading: ReactNode }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        {heading}
        <Rating value={rating.nota} readOnly size="sm" color="orange.7" aria-hidden />
        <Text size="sm">{rating.nota} de 5</Text>
      </Group>
      {rating.texto && <Text size="sm">{rating.texto}</Text>}
      {rating.resposta && (
        <Text size="sm" c="dimmed">
          Resposta de quem vendeu: {rating.resposta}
        </Text>
      )}
    </Stack>
  )
}
