// The <head> a shared link is judged by: title, description, canonical address, Open Graph and
// Twitter/X card, and structured data (JSON-LD). What crawlers (WhatsApp, Facebook, Google) read
// before any JavaScript runs. Every value comes from people's text: escaped here, nowhere else.
import { escapeHtml } from '../../src/lib/formats/escape-html.ts'

export interface PageHead {
  title: string
  description: string
  /** Absolute address of the page. */
  canonical: string
  image?: { url: string; width: number; height: number; alt: string; type?: 'image/jpeg' | 'image/png' }
  /** og:type: 'website', 'product', 'profile'… */
  type: string
  /** Structured data, one schema.org object. */
  jsonLd?: Record<string, unknown>
  /** Pages that must not be indexed (an ad no longer available). */
  noindex?: boolean
}

export const SITE_NAME = 'Campo Solidário'

export { escapeHtml }

/** JSON safe inside <script>: nothing in it can close the script or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** At most `max` characters, cut at a word (with "…"), whitespace folded. */
export function truncateAtWord(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  if (folded.length <= max) return folded
  const cut = folded.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', SITE_NAME),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:type', head.image.type ?? 'image/jpeg'),
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt)] : []),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ]
  return tags.filter(Boolean).join('')
}

/**
 * The page's HTML with this head: the template's own title and description give way; the rest of
 * its head (styles, icons) stays. Nothing from the request's address is ever written here.
 */
export function pageWithHead(template: string, head: PageHead): string {
  return (
    template
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      // (A function: people's text may hold "$&", which a replacement string would expand.)
      .replace('</head>', () => `${headTags(head)}</head>`)
  )
}
