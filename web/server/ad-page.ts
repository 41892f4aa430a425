// /product/{id} as a shared link: the ad's own head (title, price, city, photo, structured data)
// and its text in the page body, so a crawler without JavaScript — and a person on a slow phone —
// sees the ad itself. An ad no visitor may see answers 404 with noindex and a way onwards.
import { adCategoryName } from '../../src/lib/ad-categories.ts'
import { formatPrice } from '../../src/lib/format.ts'
import { escapeHtml, SITE_NAME, truncateAtWord, pageWithHead, type PageHead } from './page-head.ts'
import { AD_SUMMARY_ATTRIBUTE, AD_SUMMARY_SLOT, OG_IMAGE } from '../contract.ts'
import type { AdForPage } from './public-reads.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ads and trips are named by UUIDs: anything else is no page at all. */
export const isUuid = (id: string) => UUID.test(id)

/** The preview picture the server makes for an ad (og-image.ts). */
export const adImagePath = (id: string) => `/og/anuncio/${id}.jpg`

export function adHead(ad: AdForPage, siteUrl: string): PageHead {
  const url = `${siteUrl}/product/${ad.id}`
  const place = `${ad.cidade}/${ad.uf}`
  const title = `${truncateAtWord(ad.titulo, 70)} — ${formatPrice(ad.preco)} em ${place} | ${SITE_NAME}`
  const description = ad.descricao?.trim()
    ? truncateAtWord(ad.descricao, 160)
    : truncateAtWord(`${ad.titulo} em ${place}. ${adCategoryName(ad.categoria)}, direto de quem produz, no ${SITE_NAME}.`, 160)
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
        ...(ad.preco !== null ? { price: ad.preco.toFixed(2), priceCurrency: 'BRL' } : {}),
        availability: 'https://schema.org/InStock',
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
<p style="margin:0 0 4px;font-size:1.75rem;font-weight:800;color:var(--mantine-color-campo-8)">${escapeHtml(formatPrice(ad.preco))}</p>
<p style="margin:0 0 12px;color:var(--mantine-color-dimmed)">${escapeHtml(`${ad.cidade}, ${ad.uf}`)}${
    ad.user_name ? ` · Anunciado por ${escapeHtml(ad.user_name)}` : ''
  }</p>${description}</div>`
}

/** What a person who tapped an old link reads: the ad is gone, here are others. */
export function unavailableSummary(others: AdForPage[]): string {
  const list = others
    .map(
      (ad) =>
        `<li><a href="/product/${ad.id}">${escapeHtml(ad.titulo)}</a> — ${escapeHtml(formatPrice(ad.preco))}, ${escapeHtml(`${ad.cidade}/${ad.uf}`)}</li>`,
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
