import type { RecoveryConfig } from '../config.ts'

// What a recovery message says and where its link may lead, as GoTrue writes them.

/** GoTrue's redirect URL patterns: `*` any run of characters but `/` and `.`, `**` anything. */
export function allowedRedirect(config: RecoveryConfig, wanted: string | null): string {
  if (!wanted) return config.siteUrl
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('**')
        .map((part) =>
          part
            .split('*')
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/.]*'),
        )
        .join('.*')}$`,
    ).test(wanted)
  const site = config.siteUrl.replace(/\/+$/, '')
  return wanted === site || wanted.startsWith(`${site}/`) || config.redirectUrls.some(matches) ? wanted : config.siteUrl
}

/** Go template fields ({{ .Token }}) as GoTrue fills them. */
export const fill = (template: string, fields: Record<string, string>) =>
  template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => fields[name] ?? whole)

/** An e-mail's text part from its HTML: each paragraph on its own, a link as "text: address". */
export function plainText(html: string): string {
  const BREAK = '\u0000'
  return html
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a\s*>/g, '$2: $1')
    .replace(/<\/(?:p|h\d|div|li)\s*>|<br\s*\/?>/gi, BREAK)
    .replace(/<[^>]+>/g, ' ')
    .split(BREAK)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
}
