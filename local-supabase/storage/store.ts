import { createHash } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import type { JwtKeys } from '../auth/jwt.ts'
import { asCaller } from '../db/as-caller.ts'
import type { Database } from '../db/database.ts'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { isPgError } from '../rest/errors.ts'
import { invalidKey, storageError, type Bucket } from './rules.ts'

// Where Storage keeps things here: a bucket's row, an object's row written as the caller (so the
// bucket's policies decide) and its bytes in a folder per bucket.

export interface StorageContext {
  db: Database
  keys: JwtKeys
  /** Folder where object bytes are kept (one subfolder per bucket). */
  root: string
}

export function objectFile(ctx: StorageContext, bucket: string, name: string): string {
  return path.join(ctx.root, bucket, ...name.split('/'))
}

export async function storageCaller(ctx: StorageContext, req: IncomingMessage): Promise<Caller> {
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

export async function readBucket(ctx: StorageContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.db.query<Bucket>(
    'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  )
  if (!rows[0]) throw storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
  return rows[0]
}

export function deniedOrRethrow(error: unknown): never {
  if (isPgError(error)) {
    if (error.code === '42501') {
      throw storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
    }
    if (error.code === '23505') throw storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
    throw storageError(400, 'DatabaseError', 'DatabaseError', error.message)
  }
  throw error
}

/**
 * Writes the object's row as the caller (so the bucket's policies decide) and its bytes beside
 * it; `rollback` only asks the policies (Storage's canUpload before a resumable upload starts).
 */
export async function writeObject(
  ctx: StorageContext,
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
  const file = objectFile(ctx, bucketId, name)
  const temp = `${file}.${process.pid}.${Date.now()}.uploading`
  try {
    return await asCaller(
      ctx.db,
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
