import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Metadata, Server, type Upload } from '@tus/server'
import type { Caller } from '../http/caller.ts'
import { HttpError } from '../http/respond.ts'

// Supabase Storage's resumable uploads (TUS 1.0 at /storage/v1/upload/resumable), on the same
// server library Storage runs (@tus/server with its file store) and Storage's own hooks
// (src/http/routes/tus/lifecycle.ts): the upload's id in the URL is base64url of
// "bucket/object/version"; creation and every PATCH ask the bucket's policies as the caller (a
// rolled-back insert, Storage's canUpload); the finished file becomes the object, written as the
// caller. Errors are TUS's: the status and the message as plain text.

/** Storage's TUS_URL_EXPIRY_MS default: an unfinished upload is forgotten after an hour. */
export const UNFINISHED_UPLOAD_EXPIRY_MS = 60 * 60 * 1000

export const RESUMABLE_PATH = '/storage/v1/upload/resumable'

export interface ObjectRules {
  caller(req: IncomingMessage): Promise<Caller>
  /** The bucket's size limit; throws Storage's "Bucket not found". */
  sizeLimit(bucketId: string): Promise<number>
  /** The bucket's type rule (and the first bytes' signature once they are there). */
  checkContent(bucketId: string, mimetype: string, size: number, head?: Buffer): Promise<void>
  safeObjectPath(raw: string): string
  writeObject(
    who: Caller,
    bucketId: string,
    name: string,
    bytes: Buffer,
    options: { mimetype: string; cacheControl: string; upsert: boolean; rollback?: boolean },
  ): Promise<string>
}

type NodeBacked = { runtime?: { node?: { req: IncomingMessage } } }
const nodeRequest = (req: unknown) => (req as NodeBacked).runtime!.node!.req

/** A Storage error (HttpError with Storage's body) as TUS renders it: its status, its message as text. */
function asTusError(error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = error.body as { statusCode?: string; message?: string }
    return { status_code: Number(body.statusCode ?? error.status), body: String(body.message ?? '') }
  }
  return error
}

const rethrownAsTus = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    throw asTusError(error)
  }
}

interface Target {
  bucket: string
  name: string
}

/** bucket/object/version, the form of Storage's UploadId. */
function targetOf(uploadId: string): Target {
  const parts = uploadId.split('/')
  if (parts.length < 3) throw { status_code: 400, body: 'Invalid upload id' }
  return { bucket: parts[0], name: parts.slice(1, -1).join('/') }
}

export function createResumableUploads(rules: ObjectRules, root: string) {
  const store = new FileStore({
    directory: path.join(root, '.resumable'),
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_EXPIRY_MS,
  })
  const upsertOf = (req: IncomingMessage) => req.headers['x-upsert'] === 'true'

  async function askPolicies(req: IncomingMessage, target: Target, mimetype: string) {
    const who = await rules.caller(req)
    await rules.writeObject(who, target.bucket, target.name, Buffer.alloc(0), {
      mimetype,
      cacheControl: 'no-cache',
      upsert: upsertOf(req),
      rollback: true,
    })
  }

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    respectForwardedHeaders: true,
    disableTerminationForFinishedUploads: true,
    allowedHeaders: ['Authorization', 'X-Upsert', 'Upload-Expires', 'ApiKey', 'x-signature'],
    generateUrl: (_req, { proto, host, path: base, id }) => `${proto}://${host}${base}/${Buffer.from(id).toString('base64url')}`,
    getFileIdFromRequest(req) {
      const match = /\/upload\/resumable\/([^/]+)\/?$/.exec(new URL(req.url).pathname)
      return match ? Buffer.from(match[1], 'base64url').toString('utf8') : undefined
    },
    namingFunction: (_req, metadata) =>
      rethrownAsTus(async () => {
        if (!metadata?.bucketName || !metadata.objectName) throw { status_code: 400, body: 'Metadata header is required' }
        return `${metadata.bucketName}/${rules.safeObjectPath(metadata.objectName)}/${randomUUID()}`
      }),
    async maxSize(req, uploadId) {
      if (uploadId) return rules.sizeLimit(targetOf(uploadId).bucket).catch(() => 0)
      const header = req.headers.get('upload-metadata')
      const bucket = header ? Metadata.parse(header).bucketName : null
      return bucket ? rules.sizeLimit(bucket).catch(() => Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER
    },
    onIncomingRequest: (req, uploadId) =>
      rethrownAsTus(async () => {
        const node = nodeRequest(req)
        // Every request carries a valid token (Storage's JWT check runs before TUS).
        await rules.caller(node)
        if (req.method !== 'PATCH') return
        const upload = await store.getUpload(uploadId)
        await askPolicies(node, targetOf(uploadId), upload.metadata?.contentType ?? 'application/octet-stream')
      }),
    onUploadCreate: (req, upload) =>
      rethrownAsTus(async () => {
        const target = targetOf(upload.id)
        await rules.sizeLimit(target.bucket)
        const metadata = { ...upload.metadata }
        metadata.cacheControl = /^-?\d+$/.test(metadata.cacheControl ?? '') ? `max-age=${metadata.cacheControl}` : 'no-cache'
        const mimetype = metadata.contentType ?? 'application/octet-stream'
        await rules.checkContent(target.bucket, mimetype, 0)
        await askPolicies(nodeRequest(req), target, mimetype)
        return { metadata }
      }),
    onUploadFinish: (req, upload: Upload) =>
      rethrownAsTus(async () => {
        const node = nodeRequest(req)
        const target = targetOf(upload.id)
        const file = path.join(store.directory, upload.id)
        const bytes = await readFile(file)
        const mimetype = upload.metadata?.contentType ?? 'application/octet-stream'
        await rules.checkContent(target.bucket, mimetype, bytes.length, bytes)
        await rules.writeObject(await rules.caller(node), target.bucket, target.name, bytes, {
          mimetype,
          cacheControl: upload.metadata?.cacheControl ?? 'no-cache',
          upsert: upsertOf(node),
        })
        return { headers: { 'Tus-Complete': '1' } }
      }),
  })

  return {
    handle: (req: IncomingMessage, res: ServerResponse) => server.handle(req, res),
    /**
     * Forgets uploads past their expiry, finished or not, as Storage does on a schedule (until then a
     * HEAD of a finished upload answers its full offset, as Storage's does, so a client whose last
     * answer was lost learns the file is there). The file store's own sweep lists only its top
     * folder; the ids here are paths (bucket/object/version), so the records are found by walking.
     */
    async forgetExpired(now = Date.now()): Promise<number> {
      const records = (await readdir(store.directory, { recursive: true }).catch(() => [])).filter((f) => f.endsWith('.json'))
      let forgotten = 0
      for (const record of records) {
        const id = record.slice(0, -'.json'.length)
        const created = Date.parse((await store.configstore.get(id))?.creation_date ?? '')
        if (now - created > UNFINISHED_UPLOAD_EXPIRY_MS) {
          await store.remove(id).catch(() => store.configstore.delete(id))
          forgotten++
        }
      }
      return forgotten
    },
  }
}
