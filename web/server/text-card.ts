// A preview picture made of words, for pages without a photo of their own (a seller without an
// avatar, a trip): the brand's green, a big line (initials, a route) and a smaller one.
import { escapeHtml } from './page-head.ts'
import { OG_IMAGE } from '../contract.ts'

export function textCardSvg(big: string, small: string): Buffer {
  const { width, height } = OG_IMAGE
  const bigSize = big.length <= 3 ? 220 : Math.max(44, Math.min(84, Math.floor(1900 / big.length)))
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#2f7d32"/>
<rect y="${height - 120}" width="100%" height="120" fill="#1b5e20"/>
<text x="50%" y="${height / 2}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${bigSize}" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escapeHtml(big)}</text>
<text x="60" y="${height - 48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e8f5e9">${escapeHtml(small)}</text>
</svg>`)
}
