import { Group, Rating, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** What of an order's rating is read (avaliacoes_pedidos' columns). */
export interface OrderRatingWords {
  nota: number
  texto: string | null
  resposta: string | null
}

/**
 * An order's rating as read: who or whose (the heading), the stars, the buyer's text and the
 * seller's one answer — on the order's card and on the seller's page.
 */
export function OrderRatingText({ rating, heading }: { rating: OrderRatingWords; heading: ReactNode }) {
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
