// /product/{id} as a shared link: the ad's own head (title, price, city, photo, structured data)
// and its text in the page body, so a crawler without JavaScript — and a person on a slow phone —
// sees the ad itself. An ad no visitor may see answers 404 with noindex and a way onwards.
import { adCategoryName } from '../../src/lib/rules/ad-categories.ts'
import { adAvailable, adPrice, isSoldOut, unitOf, type Unit } from '../../src/lib/rules/units.ts'
import { escapeHtml, SITE_NAME, truncateAtWord, pageWithHead, type PageHead } from './page-head.ts'
import { AD_SUMMARY_ATTRIBUTE, AD_SUMMARY_SLOT, OG_IMAGE } from '../contract.ts'
import type { AdForPage } from './public-reads.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ads and trips are named by UUIDs: anything else is no page at all. */
export const isUuid = (id: string) => UUID.test(id)

/** The preview picture the server makes for an ad (og-image.ts). */
export const adImagePath = (id: string) => `/og/anuncio/${id}.jpg`

/**
 * UN/CEFACT common codes (schema.org's `unitCode`) of the units: Recommendation 20 for piece,
 * weight, volume and dozen; Recommendation 21's packages (X-prefixed) for bunch, box, sack and tray.
 */
const UNIT_CODES: Record<Unit, string> = {
  unidade: 'H87',
  pe: 'H87',
  kg: 'KGM',
  g: 'GRM',
  litro: 'LTR',
  duzia: 'DZN',
  maco: 'XBH',
  caixa: 'XBX',
  saco: 'XSA',
  bandeja: 'XPU',
}

/** The offer's price per unit and what is left, as schema.org says them. */
function offerOf(ad: AdForPage) {
  const unitCode = UNIT_CODES[unitOf(ad)]
  const price = ad.preco !== null ? ad.preco.toFixed(2) : null
  return {
    ...(price !== null
      ? {
          price,
          priceCurrency: 'BRL',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'BRL',
            unitCode,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
          },
        }
      : {}),
    availability: isSoldOut(ad) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    ...(ad.quantidade_disponivel != null
      ? { inventoryLevel: { '@type': 'QuantitativeValue', value: ad.quantidade_disponivel, unitCode } }
      : {}),
  }
}

/** "R$ 6,00 / kg · 10 kg disponíveis", "R$ 6,00 / kg · Esgotado": what a preview says of the price. */
const priceLine = (ad: AdForPage) => [adPrice(ad), adAvailable(ad)].filter(Boolean).join(' · ')

export function adHead(ad: AdForPage, siteUrl: string): PageHead {
  const url = `${siteUrl}/product/${ad.id}`
  const place = `${ad.cidade}/${ad.uf}`
  const title = `${truncateAtWord(ad.titulo, 70)} — ${adPrice(ad)} em ${place} | ${SITE_NAME}`
  // What is left comes first: a preview in WhatsApp shows only the description's start.
  const available = adAvailable(ad) ? `${adAvailable(ad)}. ` : ''
  const description = ad.descricao?.trim()
    ? truncateAtWord(`${available}${ad.descricao}`, 160)
    : truncateAtWord(
        `${available}${ad.titulo} em ${place}. ${adCategoryName(ad.categoria)}, direto de quem produz, no ${SITE_NAME}.`,
        160,
      )
  const image = `${siteUrl}${adImagePath(ad.id)}`
  return {
    title,
    description,
    canonical: url,
    type: 'product',
    image: { url: image, ...OG_IMAGE, alt: truncateAtWord(ad.titulo, 120) },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: truncateAtWord(ad.titulo, 150),
      description,
      image,
      category: adCategoryName(ad.categoria),
      url,
      offers: {
        '@type': 'Offer',
        url,
        ...offerOf(ad),
        areaServed: { '@type': 'City', name: place },
        ...(ad.user_name ? { seller: { '@type': 'Person', name: ad.user_name } } : {}),
      },
    },
  }
}

/** The ad's text, painted from the HTML until the app replaces the frame with the ad. */
export function adSummary(ad: AdForPage): string {
  const description = ad.descricao?.trim()
    ? `<p style="white-space:pre-line;margin:0">${escapeHtml(truncateAtWord(ad.descricao, 600))}</p>`
    : ''
  return `<div ${AD_SUMMARY_ATTRIBUTE}=""><h1 style="margin:0 0 8px;font-size:1.75rem;line-height:1.25">${escapeHtml(ad.titulo)}</h1>
<p style="margin:0 0 4px;font-size:1.75rem;font-weight:800;color:var(--mantine-color-campo-8)">${escapeHtml(priceLine(ad))}</p>
<p style="margin:0 0 12px;color:var(--mantine-color-dimmed)">${escapeHtml(`${ad.cidade}, ${ad.uf}`)}${
    ad.user_name ? ` · Anunciado por ${escapeHtml(ad.user_name)}` : ''
  }</p>${description}</div>`
}

/** What a person who tapped an old link reads: the ad is gone, here are others. */
export function unavailableSummary(others: AdForPage[]): string {
  const list = others
    .map(
      (ad) =>
        `<li><a href="/product/${ad.id}">${escapeHtml(ad.titulo)}</a> — ${escapeHtml(adPrice(ad))}, ${escapeHtml(`${ad.cidade}/${ad.uf}`)}</li>`,
    )
    .join('')
  return `<div ${AD_SUMMARY_ATTRIBUTE}=""><h1 style="margin:0 0 8px;font-size:1.5rem">Este anúncio não está mais disponível</h1>
<p style="margin:0 0 12px">Ele foi pausado, vendido, retirado ou expirou.${others.length > 0 ? ' Veja outros anúncios parecidos:' : ''}</p>${
    list ? `<ul style="margin:0 0 12px;padding-left:20px">${list}</ul>` : ''
  }<p style="margin:0"><a href="/frete-solidario">Ver todos os anúncios</a></p></div>`
}

export function adPage(template: string, ad: AdForPage, siteUrl: string): string {
  return pageWithHead(template, adHead(ad, siteUrl)).replace(AD_SUMMARY_SLOT, () => adSummary(ad))
}

export function unavailablePage(template: string, id: string, siteUrl: string, others: AdForPage[]): string {
  const head: PageHead = {
    title: `Anúncio não disponível | ${SITE_NAME}`,
    description: 'Este anúncio não está mais disponível no Campo Solidário. Veja outros anúncios de quem produz.',
    canonical: isUuid(id) ? `${siteUrl}/product/${id}` : `${siteUrl}/frete-solidario`,
    type: 'website',
    noindex: true,
  }
  return pageWithHead(template, head).replace(AD_SUMMARY_SLOT, () => unavailableSummary(others))
}
