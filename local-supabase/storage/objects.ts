import { readFile, rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import { asCaller } from '../db/as-caller.ts'
import { readBody, readJson, sendJson } from '../http/respond.ts'
import {
  bucketSizeLimit,
  byteRange,
  checkContent,
  invalidRequest,
  MULTIPART_OVERHEAD,
  notFound,
  storageError,
  tooLarge,
  validCacheControl,
  safeObjectPath,
} from './rules.ts'
import { deniedOrRethrow, objectFile, readBucket, storageCaller, writeObject, type StorageContext } from './store.ts'

// Storage's object routes (src/http/routes/object): upload, download, delete and list, each a
// handler of its own that the table in storage.ts points to.

export async function uploadObject(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  rawName: string,
  upsert: boolean,
) {
  const who = await storageCaller(ctx, req)
  const name = safeObjectPath(rawName)
  const target = await readBucket(ctx, bucketId)
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
  const id = await writeObject(ctx, who, bucketId, name, bytes, { mimetype, cacheControl, upsert })
  sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: id })
}

export async function downloadObject(
  ctx: StorageContext,
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
    const target = await readBucket(ctx, bucketId)
    if (!target.public) throw notFound()
    const { rows } = await ctx.db.query<{ metadata: Record<string, unknown> }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    )
    metadata = rows[0]?.metadata
  } else {
    const who = await storageCaller(ctx, req)
    const rows = await asCaller(ctx.db, who, (tx) =>
      tx.query<{ metadata: Record<string, unknown> }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        name,
      ]),
    )
    metadata = rows.rows[0]?.metadata
  }
  if (!metadata) throw notFound()
  let bytes: Buffer
  try {
    bytes = await readFile(objectFile(ctx, bucketId, name))
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

export async function removeObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketId: string) {
  const who = await storageCaller(ctx, req)
  const body = await readJson(req, MAX_JSON_BODY_BYTES, {
    tooLarge: () => storageError(413, 'EntityTooLarge', 'Payload Too Large', 'Request body is too large', 413),
    invalid: () => invalidRequest('Body must be JSON'),
  })
  const prefixes = (body as { prefixes?: unknown })?.prefixes
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string') || prefixes.length > 1000) {
    throw invalidRequest('body must have property prefixes: a list of up to 1000 paths')
  }
  const names = prefixes.map((p: string) => p.replace(/^\/+/, ''))
  const { rows } = await asCaller(ctx.db, who, (tx) =>
    tx.query<Record<string, unknown> & { name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any ($2::text[])
       returning id, bucket_id, name, owner, owner_id, metadata, created_at, updated_at, last_accessed_at`,
      [bucketId, names],
    ),
  ).catch(deniedOrRethrow)
  await Promise.all(rows.map((row) => rm(objectFile(ctx, bucketId, row.name), { force: true })))
  sendJson(res, 200, rows)
}

export async function listObjects(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucketId: string) {
  const who = await storageCaller(ctx, req)
  const body = ((await readJson(req, MAX_JSON_BODY_BYTES, {
    tooLarge: () => storageError(413, 'EntityTooLarge', 'Payload Too Large', 'Request body is too large', 413),
    invalid: () => invalidRequest('Body must be JSON'),
  })) ?? {}) as { prefix?: unknown; limit?: unknown; offset?: unknown }
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : ''
  const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000)
  const offset = Math.max(Number(body.offset ?? 0) || 0, 0)
  const like = prefix === '' ? '%' : `${prefix.replace(/[\\%_]/g, '\\$&')}/%`
  const { rows } = await asCaller(ctx.db, who, (tx) =>
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
