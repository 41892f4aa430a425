import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { JwtKeys } from '../auth/jwt.ts'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import { asCaller } from '../db/as-caller.ts'
import type { Database } from '../db/database.ts'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { HttpError, readBody, readJson, sendJson } from '../http/respond.ts'
import { isPgError } from '../rest/errors.ts'
import { createResumableUploads } from './resumable.ts'

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

const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found')
const invalidRequest = (message: string) => storageError(400, 'InvalidRequest', 'InvalidRequest', message)
const invalidKey = (message: string) => storageError(400, 'InvalidKey', 'InvalidKey', message)

/** One `Range: bytes=a-b` (or `a-`, `-n`) of an object of `size` bytes; Storage's 416 when it cannot be served. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
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

interface Bucket {
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
function mimeTypeAllowed(mimetype: string, allowed: string[]): boolean {
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

const MULTIPART_OVERHEAD = 64 * 1024

/** Storage's global limit where a bucket sets none. */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024
const bucketSizeLimit = (target: Bucket) => target.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT

const tooLarge = () => storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')

/** Longest path segment the local server's files can hold (real Storage keys have no such limit). */
const MAX_SEGMENT_BYTES = 255

function safeObjectPath(raw: string): string {
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
function validCacheControl(value: string): boolean {
  return value.length <= 256 && /^[\x20-\x7e]*$/.test(value)
}

export interface StorageContext {
  db: Database
  keys: JwtKeys
  /** Folder where object bytes are kept (one subfolder per bucket). */
  root: string
}

export function createStorageHandler(ctx: StorageContext) {
  const { db } = ctx

  function filePath(bucket: string, name: string): string {
    return path.join(ctx.root, bucket, ...name.split('/'))
  }

  async function caller(req: IncomingMessage): Promise<Caller> {
    try {
      return await identifyCaller(req, ctx.keys)
    } catch (error) {
      if (error instanceof CallerError) {
        if (error.reason === 'missing') {
          throw storageError(400, 'InvalidRequest', 'Bad Request', "headers must have required property 'authorization'")
        }
        // What Storage says for a token its JWT check refuses (jose's message).
        throw storageError(
          403,
          'AccessDenied',
          'Unauthorized',
          error.reason === 'expired' ? '"exp" claim timestamp check failed' : 'signature verification failed',
        )
      }
      throw error
    }
  }

  async function bucket(id: string): Promise<Bucket> {
    const { rows } = await db.query<Bucket>(
      'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    )
    if (!rows[0]) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
    return rows[0]
  }

  function deniedOrRethrow(error: unknown): never {
    if (isPgError(error)) {
      if (error.code === '42501') {
        throw storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
      }
      if (error.code === '23505') throw storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
      throw storageError(400, 'DatabaseError', 'DatabaseError', error.message)
    }
    throw error
  }

  /** The bucket's size and type rules (Storage's Uploader checks), before any byte is kept. */
  function checkContent(target: Bucket, mimetype: string, size: number, head?: Buffer) {
    if (size > bucketSizeLimit(target)) throw tooLarge()
    if (target.allowed_mime_types && target.allowed_mime_types.length > 0) {
      const signature = SIGNATURES[mimetype]
      if (!mimeTypeAllowed(mimetype, target.allowed_mime_types) || (head && signature && !signature(head))) {
        throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`)
      }
    }
  }

  /**
   * Writes the object's row as the caller (so the bucket's policies decide) and its bytes beside
   * it; `rollback` only asks the policies (Storage's canUpload before a resumable upload starts).
   */
  async function writeObject(
    who: Caller,
    bucketId: string,
    name: string,
    bytes: Buffer,
    {
      mimetype,
      cacheControl,
      upsert,
      rollback = false,
    }: { mimetype: string; cacheControl: string; upsert: boolean; rollback?: boolean },
  ): Promise<string> {
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`
    const metadata = {
      eTag: etag,
      size: bytes.length,
      mimetype,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    }
    const file = filePath(bucketId, name)
    const temp = `${file}.${process.pid}.${Date.now()}.uploading`
    try {
      return await asCaller(
        db,
        who,
        async (tx) => {
          const owner = typeof who.claims.sub === 'string' ? who.claims.sub : null
          const { rows } = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, $3, $4, $5::jsonb)
             ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()' : ''}
             returning id`,
            [bucketId, name, owner, owner, JSON.stringify(metadata)],
          )
          if (rollback) return rows[0].id
          // Bytes land before the row commits; a failed write rolls the row back.
          await mkdir(path.dirname(file), { recursive: true })
          await writeFile(temp, bytes)
          await rename(temp, file)
          return rows[0].id
        },
        { rollback },
      )
    } catch (error) {
      // The temporary file may not exist, nor its folder (a file in its place).
      await rm(temp, { force: true }).catch(() => undefined)
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') {
        // S3 keeps "a/b" and "a/b/c" side by side; files on a disk cannot.
        throw invalidKey('An object and a folder of the same name are not supported by the local server')
      }
      if (code === 'ENAMETOOLONG') throw invalidKey('This key is too long for the local server')
      deniedOrRethrow(error)
    }
  }

  async function upload(req: IncomingMessage, res: ServerResponse, bucketId: string, rawName: string, upsert: boolean) {
    const who = await caller(req)
    const name = safeObjectPath(rawName)
    const target = await bucket(bucketId)
    const contentType = String(req.headers['content-type'] ?? 'application/octet-stream')
    const raw = await readBody(req, bucketSizeLimit(target) + MULTIPART_OVERHEAD, tooLarge)
    let bytes: Buffer
    let mimetype: string
    let cacheControl = String(req.headers['cache-control'] ?? 'max-age=3600')
    if (contentType.startsWith('multipart/form-data')) {
      let form: FormData
      try {
        form = await new Request('http://local/upload', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(raw),
        }).formData()
      } catch {
        throw invalidRequest('Malformed multipart body')
      }
      const file = [...form.values()].find((v): v is File => typeof v !== 'string')
      if (!file) throw invalidRequest('No file found in the multipart body')
      bytes = Buffer.from(await file.arrayBuffer())
      mimetype = file.type || 'application/octet-stream'
      const cc = form.get('cacheControl')
      if (typeof cc === 'string' && cc !== '') cacheControl = /^\d+$/.test(cc) ? `max-age=${cc}` : cc
      if (!validCacheControl(cacheControl)) throw invalidRequest('Invalid cacheControl')
    } else {
      bytes = raw
      mimetype = contentType
    }
    checkContent(target, mimetype, bytes.length, bytes)
    const id = await writeObject(who, bucketId, name, bytes, { mimetype, cacheControl, upsert })
    sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: id })
  }

  async function download(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucketId: string,
    rawName: string,
    mode: 'public' | 'authenticated',
  ) {
    const name = safeObjectPath(rawName)
    let metadata: Record<string, unknown> | undefined
    if (mode === 'public') {
      const target = await bucket(bucketId)
      if (!target.public) throw notFound()
      const { rows } = await db.query<{ metadata: Record<string, unknown> }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      )
      metadata = rows[0]?.metadata
    } else {
      const who = await caller(req)
      const rows = await asCaller(db, who, (tx) =>
        tx.query<{ metadata: Record<string, unknown> }>(
          'select metadata from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        ),
      )
      metadata = rows.rows[0]?.metadata
    }
    if (!metadata) throw notFound()
    let bytes: Buffer
    try {
      bytes = await readFile(filePath(bucketId, name))
    } catch {
      throw notFound()
    }
    const etag = String(metadata.eTag ?? '')
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag })
      res.end()
      return
    }
    // The headers Storage's renderer writes (src/storage/renderer/renderer.ts).
    const lastModified = new Date(String(metadata.lastModified ?? ''))
    const download = url.searchParams.get('download')
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      'Content-Type': String(metadata.mimetype ?? 'application/octet-stream'),
      ETag: etag,
      'X-Robots-Tag': 'none',
      ...(Number.isNaN(lastModified.getTime()) ? {} : { 'Last-Modified': lastModified.toUTCString() }),
      // An object stored before cacheControl was checked could hold a value no header can carry.
      'Cache-Control':
        validCacheControl(String(metadata.cacheControl ?? '')) && metadata.cacheControl
          ? String(metadata.cacheControl)
          : 'max-age=3600',
      ...(download === null
        ? {}
        : {
            'Content-Disposition':
              download === ''
                ? 'attachment;'
                : `attachment; filename=${encodeURIComponent(download)}; filename*=UTF-8''${encodeURIComponent(download)}`,
          }),
    }
    const range = byteRange(req.headers.range, bytes.length)
    if (range) {
      const part = bytes.subarray(range.start, range.end + 1)
      res.writeHead(206, {
        ...headers,
        'Content-Length': String(part.length),
        'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
      })
      res.end(req.method === 'HEAD' ? undefined : part)
      return
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) })
    res.end(req.method === 'HEAD' ? undefined : bytes)
  }

  async function remove(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const who = await caller(req)
    const body = await readJson(req, MAX_JSON_BODY_BYTES, {
      tooLarge: () => storageError(413, 'EntityTooLarge', 'Payload Too Large', 'Request body is too large', 413),
      invalid: () => invalidRequest('Body must be JSON'),
    })
    const prefixes = (body as { prefixes?: unknown })?.prefixes
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string') || prefixes.length > 1000) {
      throw invalidRequest('body must have property prefixes: a list of up to 1000 paths')
    }
    const names = prefixes.map((p: string) => p.replace(/^\/+/, ''))
    const { rows } = await asCaller(db, who, (tx) =>
      tx.query<Record<string, unknown> & { name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any ($2::text[])
         returning id, bucket_id, name, owner, owner_id, metadata, created_at, updated_at, last_accessed_at`,
        [bucketId, names],
      ),
    ).catch(deniedOrRethrow)
    await Promise.all(rows.map((row) => rm(filePath(bucketId, row.name), { force: true })))
    sendJson(res, 200, rows)
  }

  async function list(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const who = await caller(req)
    const body = ((await readJson(req, MAX_JSON_BODY_BYTES, {
      tooLarge: () => storageError(413, 'EntityTooLarge', 'Payload Too Large', 'Request body is too large', 413),
      invalid: () => invalidRequest('Body must be JSON'),
    })) ?? {}) as { prefix?: unknown; limit?: unknown; offset?: unknown }
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : ''
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000)
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0)
    const like = prefix === '' ? '%' : `${prefix.replace(/[\\%_]/g, '\\$&')}/%`
    const { rows } = await asCaller(db, who, (tx) =>
      tx.query<{ name: string; id: string; metadata: unknown; created_at: string; updated_at: string }>(
        `select name, id::text, metadata, to_json(created_at) #>> '{}' as created_at,
                to_json(updated_at) #>> '{}' as updated_at
         from storage.objects where bucket_id = $1 and name like $2 order by name`,
        [bucketId, like],
      ),
    )
    const start = prefix === '' ? 0 : prefix.length + 1
    const entries = new Map<string, unknown>()
    for (const row of rows) {
      const rest = row.name.slice(start)
      const slash = rest.indexOf('/')
      if (slash >= 0) {
        const folder = rest.slice(0, slash)
        if (!entries.has(folder))
          entries.set(folder, { name: folder, id: null, updated_at: null, created_at: null, metadata: null })
      } else {
        entries.set(rest, {
          name: rest,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.updated_at,
          metadata: row.metadata,
        })
      }
    }
    sendJson(res, 200, [...entries.values()].slice(offset, offset + limit))
  }

  const resumable = createResumableUploads(
    {
      caller,
      sizeLimit: async (bucketId) => bucketSizeLimit(await bucket(bucketId)),
      checkContent: async (bucketId, mimetype, size, head) => checkContent(await bucket(bucketId), mimetype, size, head),
      safeObjectPath,
      writeObject,
    },
    ctx.root,
  )

  async function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const method = req.method ?? 'GET'
    let match: RegExpExecArray | null
    // Signed resumable uploads (upload/resumable/sign) are not served: the route below refuses them.
    if (/^upload\/resumable(\/(?!sign$)[^/]+)?$/.test(rest)) return resumable.handle(req, res)
    if ((match = /^object\/public\/([^/]+)\/(.+)$/.exec(rest)) && (method === 'GET' || method === 'HEAD')) {
      return download(req, res, url, match[1], match[2], 'public')
    }
    if ((match = /^object\/authenticated\/([^/]+)\/(.+)$/.exec(rest)) && (method === 'GET' || method === 'HEAD')) {
      return download(req, res, url, match[1], match[2], 'authenticated')
    }
    if ((match = /^object\/list\/([^/]+)$/.exec(rest)) && method === 'POST') return list(req, res, match[1])
    if ((match = /^object\/([^/]+)$/.exec(rest)) && method === 'DELETE') return remove(req, res, match[1])
    if ((match = /^object\/([^/]+)\/(.+)$/.exec(rest))) {
      if (method === 'POST') return upload(req, res, match[1], match[2], req.headers['x-upsert'] === 'true')
      if (method === 'PUT') return upload(req, res, match[1], match[2], true)
      if (method === 'GET' || method === 'HEAD') return download(req, res, url, match[1], match[2], 'authenticated')
    }
    throw storageError(
      404,
      'NotFound',
      'not_found',
      `Route ${method} /storage/v1/${rest} is not supported by the local server`,
      404,
    )
  }

  return Object.assign(handleStorage, { forgetExpiredUploads: resumable.forgetExpired })
}
