import { restError } from './errors.ts'

// What a response is written as, from the Accept header, as PostgREST decides it: the first type
// of the list it can produce. JSON arrays, single objects (vnd.pgrst.object) and either with
// nulls stripped are produced here; the types real PostgREST also produces (CSV, GeoJSON,
// execution plans, OpenAPI, text, XML, binary) are refused with a 406 that says so.

export interface Media {
  /** A single JSON object instead of an array (PGRST116 unless exactly one row). */
  single: boolean
  /** Keys whose value is null are left out. */
  stripNulls: boolean
  contentType: string
}

const NOT_HERE = new Set([
  'text/csv',
  'application/geo+json',
  'application/vnd.pgrst.plan',
  'application/vnd.pgrst.plan+text',
  'application/vnd.pgrst.plan+json',
  'application/openapi+json',
  'text/plain',
  'text/xml',
  'application/octet-stream',
])

function parseType(raw: string): { type: string; params: Map<string, string> } {
  const [type, ...params] = raw.split(';').map((s) => s.trim())
  return {
    type: type.toLowerCase(),
    params: new Map(
      params.map((p) => {
        const at = p.indexOf('=')
        return [
          p.slice(0, at).trim().toLowerCase(),
          p
            .slice(at + 1)
            .trim()
            .replace(/^"|"$/g, ''),
        ] as [string, string]
      }),
    ),
  }
}

function mediaFor(type: string, params: Map<string, string>): Media | undefined {
  const stripped = params.get('nulls') === 'stripped'
  switch (type) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' }
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? { single: false, stripNulls: true, contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' }
        : { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        single: true,
        stripNulls: stripped,
        contentType: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}; charset=utf-8`,
      }
    default:
      return undefined
  }
}

export function negotiate(accept: string | undefined): Media {
  if (!accept || accept.trim() === '') return mediaFor('application/json', new Map())!
  const offered = accept
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((raw, index) => {
      const { type, params } = parseType(raw)
      const q = Number(params.get('q') ?? '1')
      return { raw: raw.trim(), type, params, q: Number.isNaN(q) ? 1 : q, index }
    })
    .filter((m) => m.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const m of offered) {
    const media = mediaFor(m.type, m.params)
    if (media) return media
  }
  const types = offered.map((m) => m.raw)
  const refusedHere = offered.filter((m) => NOT_HERE.has(m.type)).map((m) => m.type)
  throw restError(
    406,
    'PGRST107',
    `None of these media types are available: ${types.join(', ')}`,
    null,
    refusedHere.length > 0
      ? `${refusedHere.join(', ')}: real PostgREST produces it, the local server does not (it answers JSON only)`
      : null,
  )
}

/** The JSON text of a result array as the negotiated media wants it (`rows` rows in it). */
export function shapeBody(media: Media, arrayText: string, rows: number): string {
  const stripped = media.stripNulls ? JSON.stringify(stripNulls(JSON.parse(arrayText))) : arrayText
  if (!media.single) return stripped
  if (rows !== 1) {
    throw restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`)
  }
  return stripped.slice(1, -1)
}

function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, stripNulls(v)]),
    )
  }
  return value
}
