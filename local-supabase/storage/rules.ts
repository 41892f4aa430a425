import { HttpError } from '../http/respond.ts'

// Storage's answers and rules that need no database: its errors, a byte range, what a bucket
// accepts, and which object names the local files can hold.

/**
 * A Storage API error as Supabase Storage renders it (src/internal/errors): the body says the
 * error's status, code, legacy `error` and message, and the HTTP status is 400 for every error
 * below 500 (500 above) — only a few routes answer their own status (`httpStatus`).
 */
export function storageError(
  statusCode: number,
  code: string,
  error: string,
  message: string,
  httpStatus = statusCode >= 500 ? 500 : 400,
): HttpError {
  return new HttpError(httpStatus, { statusCode: String(statusCode), code, error, message })
}

export const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found')
export const invalidRequest = (message: string) => storageError(400, 'InvalidRequest', 'InvalidRequest', message)
export const invalidKey = (message: string) => storageError(400, 'InvalidKey', 'InvalidKey', message)

/** One `Range: bytes=a-b` (or `a-`, `-n`) of an object of `size` bytes; Storage's 416 when it cannot be served. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  let start = match && match[1] !== '' ? Number(match[1]) : NaN
  let end = match && match[2] !== '' ? Number(match[2]) : size - 1
  if (match && match[1] === '' && match[2] !== '') {
    start = Math.max(size - Number(match[2]), 0)
    end = size - 1
  }
  if (!match || Number.isNaN(start) || start > end || start >= size) {
    throw storageError(416, 'InvalidRange', 'invalid_range', 'invalid range provided', 416)
  }
  return { start, end: Math.min(end, size - 1) }
}

export interface Bucket {
  id: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

/**
 * Storage's own rule (src/storage/uploader.ts, validateMimeType): the type as sent, parameters
 * included, is one of the allowed types or matches an allowed `type/*` — so
 * `audio/webm;codecs=opus` is refused by a bucket that allows `audio/webm`.
 */
export function mimeTypeAllowed(mimetype: string, allowed: string[]): boolean {
  const [type, subtype] = mimetype.split('/')
  if (subtype === undefined) return false
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
}

/** The first bytes of each allowed image type: a declared type must match the content. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
}

export const MULTIPART_OVERHEAD = 64 * 1024

/** Storage's global limit where a bucket sets none. */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024
export const bucketSizeLimit = (target: Bucket) => target.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT

export const tooLarge = () =>
  storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')

/** Longest path segment the local server's files can hold (real Storage keys have no such limit). */
const MAX_SEGMENT_BYTES = 255

export function safeObjectPath(raw: string): string {
  let name: string
  try {
    name = decodeURIComponent(raw).replace(/^\/+/, '')
  } catch {
    throw invalidKey(`Invalid key: ${raw.slice(0, 200)}`)
  }
  const segments = name.split('/')
  if (
    name === '' ||
    name.length > 1024 ||
    segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))
  ) {
    throw invalidKey(`Invalid key: ${name}`)
  }
  if (segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES)) {
    throw invalidKey(`Path segments over ${MAX_SEGMENT_BYTES} bytes are not supported by the local server`)
  }
  return name
}

/** A Cache-Control value that can be sent back as a header: printable text only (no CR/LF). */
export function validCacheControl(value: string): boolean {
  return value.length <= 256 && /^[\x20-\x7e]*$/.test(value)
}

/** The bucket's size and type rules (Storage's Uploader checks), before any byte is kept. */
export function checkContent(target: Bucket, mimetype: string, size: number, head?: Buffer) {
  if (size > bucketSizeLimit(target)) throw tooLarge()
  if (target.allowed_mime_types && target.allowed_mime_types.length > 0) {
    const signature = SIGNATURES[mimetype]
    if (!mimeTypeAllowed(mimetype, target.allowed_mime_types) || (head && signature && !signature(head))) {
      throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`)
    }
  }
}
