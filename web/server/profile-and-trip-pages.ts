// A seller's profile and a trip as shared links: their own title, description and preview picture
// (the seller's avatar or initials; the trip's route), on the app's neutral shell. Never a phone.
import { formatDeparture, formatKg, formatRating } from '../../src/lib/formats/format.ts'
import { OG_IMAGE, TRIP_TITLE_ATTRIBUTE, TRIP_TITLE_SLOT } from '../contract.ts'
import { escapeHtml, SITE_NAME, truncateAtWord, pageWithHead, type PageHead } from './page-head.ts'
import type { SellerForPage, TripForPage } from './public-reads.ts'

export const sellerImagePath = (username: string) => `/og/vendedor/${encodeURIComponent(username)}.jpg`
export const tripImagePath = (id: string) => `/og/viagem/${id}.jpg`

/** The public name, as interno.nome_publico and the app's publicName say it: display name, else username. */
export const sellerName = (s: Pick<SellerForPage, 'display_name' | 'username'>) => s.display_name?.trim() || s.username

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase('pt-BR'))
    .join('')

const rating = (s: SellerForPage) =>
  s.avaliacoes_quantidade > 0 && s.avaliacao_media !== null
    ? `avaliação ${formatRating(s.avaliacao_media)} (${s.avaliacoes_quantidade} ${s.avaliacoes_quantidade === 1 ? 'avaliação' : 'avaliações'})`
    : 'novo no Campo Solidário'

export function sellerHead(seller: SellerForPage, ads: number, siteUrl: string): PageHead {
  const name = sellerName(seller)
  const place = seller.cidade ? ` em ${seller.cidade}${seller.uf ? `/${seller.uf}` : ''}` : ''
  const url = `${siteUrl}/vendedor/${encodeURIComponent(seller.username)}`
  const summary = `${ads} ${ads === 1 ? 'anúncio ativo' : 'anúncios ativos'}, ${rating(seller)}.`
  return {
    title: `${truncateAtWord(name, 60)} — produtor${place} | ${SITE_NAME}`,
    description: truncateAtWord(`${summary} ${seller.descricao ?? ''}`, 160),
    canonical: url,
    type: 'profile',
    image: { url: `${siteUrl}${sellerImagePath(seller.username)}`, ...OG_IMAGE, alt: name },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      url,
      ...(seller.cidade
        ? { address: { '@type': 'PostalAddress', addressLocality: seller.cidade, addressRegion: seller.uf } }
        : {}),
    },
  }
}

const stop = (p: { cidade: string; uf: string }) => `${p.cidade}/${p.uf}`
export const tripRoute = (trip: TripForPage) => `${stop(trip.paradas[0])} → ${stop(trip.paradas[trip.paradas.length - 1])}`

export const spaceLeft = (trip: TripForPage) => Math.max(0, trip.capacidade_kg - Math.max(0, ...trip.carga_por_trecho))

export function tripHead(trip: TripForPage, siteUrl: string): PageHead {
  const url = `${siteUrl}/viagens/${trip.id}`
  return {
    title: `Frete Solidário: ${tripRoute(trip)}, ${formatDeparture(trip.data, trip.hora)} | ${SITE_NAME}`,
    description: truncateAtWord(
      `${trip.veiculo} com ${formatKg(spaceLeft(trip))} livres. Paradas: ${trip.paradas.map(stop).join(', ')}. Reserve espaço e divida o frete.`,
      160,
    ),
    canonical: url,
    type: 'website',
    image: { url: `${siteUrl}${tripImagePath(trip.id)}`, ...OG_IMAGE, alt: `Viagem ${tripRoute(trip)}` },
  }
}

export const sellerPage = (shell: string, seller: SellerForPage, ads: number, siteUrl: string) =>
  pageWithHead(shell, sellerHead(seller, ads, siteUrl))

/** The trip frame with its own head and its route in the banner's title, painted before the app. */
export const tripPage = (frame: string, trip: TripForPage, siteUrl: string) =>
  pageWithHead(frame, tripHead(trip, siteUrl)).replace(
    TRIP_TITLE_SLOT,
    () => `<span ${TRIP_TITLE_ATTRIBUTE}="">${escapeHtml(tripRoute(trip))}</span>`,
  )
