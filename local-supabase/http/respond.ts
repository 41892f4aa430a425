import type { IncomingMessage, ServerResponse } from 'node:http'

/** An error that already knows its HTTP status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`)
  }
}

/** A JSON object (not an array, not null): what a request body must be. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, body === undefined ? '' : JSON.stringify(body), headers)
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  const payload = Buffer.from(text)
  res.writeHead(status, {
    ...(payload.length > 0 ? { 'Content-Type': contentType } : {}),
    'Content-Length': String(payload.length),
    ...headers,
  })
  res.end(res.req?.method === 'HEAD' ? undefined : payload)
}

/** Reads the whole body, refusing more than `limit` bytes with a 413 as soon as it is exceeded. */
export function readBody(req: IncomingMessage, limit: number, tooLarge: () => HttpError): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    req.resume()
    return Promise.reject(tooLarge())
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) {
        failed = true
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (!failed) reject(error)
    })
  })
}

/** Deepest JSON nesting the local server reads; deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 1000

/** Whether `text` nests arrays/objects deeper than `limit`, scanning without recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

export async function readJson(
  req: IncomingMessage,
  limit: number,
  errors: { tooLarge: () => HttpError; invalid: () => HttpError; tooDeep?: () => HttpError },
): Promise<unknown> {
  const raw = await readBody(req, limit, errors.tooLarge)
  if (raw.length === 0) return undefined
  const text = raw.toString('utf8')
  // What reads the body afterwards (stringify, the SQL parameters) recurses: a deep body would
  // crash it instead of being answered.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw (errors.tooDeep ?? errors.invalid)()
  try {
    return JSON.parse(text)
  } catch {
    throw errors.invalid()
  }
}
