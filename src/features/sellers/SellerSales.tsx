import { Divider, Group, Rating, Stack, Text, Title } from '@mantine/core'
import { OrderRatingText } from '@/ui/OrderRatingText'
import { formatDate, formatRating } from '@/lib/formats/format'
import { useSellerSales, type CachedOrderRating, type SellerCounts } from '@/offline/safe-negotiation'

export const salesText = (n: number) => (n === 1 ? '1 venda concluída' : `${n} vendas concluídas`)
const ratingsText = (n: number) => (n === 1 ? '1 avaliação de pedido' : `${n} avaliações de pedidos`)

/** "3 vendas concluídas · ★ 4,7 (2 avaliações de pedidos)": from orders delivered, not comments. */
function SalesLine({ counts }: { counts: SellerCounts }) {
  const media = counts.avaliacao_pedidos_media
  return (
    <Group gap={6} aria-label="Vendas concluídas e avaliações de pedidos">
      <Text fw={700}>{salesText(counts.vendas_concluidas)}</Text>
      {media !== null && counts.avaliacoes_pedidos_quantidade > 0 && (
        <>
          <Text c="dimmed">·</Text>
          <Rating value={media} fractions={10} readOnly size="sm" color="orange.7" aria-hidden />
          <Text fw={700}>{formatRating(media)}</Text>
          <Text c="dimmed">({ratingsText(counts.avaliacoes_pedidos_quantidade)})</Text>
        </>
      )}
    </Group>
  )
}

function RatingItem({ rating, first }: { rating: CachedOrderRating; first: boolean }) {
  return (
    <li>
      {!first && <Divider mb="xs" />}
      <OrderRatingText
        rating={rating}
        heading={
          <>
            <Text fw={600}>{rating.comprador_nome ?? 'Comprador'}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(rating.created_at)}
              {rating.anuncio_titulo ? ` · ${rating.anuncio_titulo}` : ''}
            </Text>
          </>
        }
      />
    </li>
  )
}

/**
 * A seller's sales: orders delivered and the buyers' ratings of them (one per order), apart from
 * the comments' stars. `compact` (an ad's page): the line only.
 */
export default function SellerSales({ sellerId, compact = false }: { sellerId: string; compact?: boolean }) {
  const sales = useSellerSales(sellerId)
  if (!sales?.counts) return null
  if (compact) return <SalesLine counts={sales.counts} />
  return (
    <section aria-labelledby="avaliacoes-de-pedidos">
      <Title order={2} id="avaliacoes-de-pedidos" mb="xs">
        Avaliações de pedidos
      </Title>
      <SalesLine counts={sales.counts} />
      <Text size="sm" c="dimmed" mb="sm">
        Só quem comprou e recebeu o pedido avalia, uma vez por pedido. As estrelas dos comentários ficam nos anúncios.
      </Text>
      {sales.ratings.length === 0 ? (
        <Text c="dimmed">Ainda não há avaliações de pedidos.</Text>
      ) : (
        <Stack
          gap="sm"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Lista de avaliações de pedidos"
        >
          {sales.ratings.map((rating, index) => (
            <RatingItem key={rating.id} rating={rating} first={index === 0} />
          ))}
        </Stack>
      )}
    </section>
  )
}
