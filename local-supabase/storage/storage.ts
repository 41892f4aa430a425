import { READ, routeTable, type Endpoint } from '../http/route-table.ts'
import { downloadObject, listObjects, removeObjects, uploadObject } from './objects.ts'
import { createResumableUploads } from './resumable.ts'
import { bucketSizeLimit, checkContent, safeObjectPath, storageError } from './rules.ts'
import { readBucket, storageCaller, writeObject, type StorageContext } from './store.ts'

// The local Storage (/storage/v1): its table of addresses, in the order Storage's own router
// tries them. An address it has not is refused in Storage's words.

export { storageError } from './rules.ts'
export type { StorageContext } from './store.ts'

/** The resumable (TUS) uploads, on the same rules as a plain upload. */
function resumableUploads(ctx: StorageContext) {
  return createResumableUploads(
    {
      caller: (req) => storageCaller(ctx, req),
      sizeLimit: async (bucketId) => bucketSizeLimit(await readBucket(ctx, bucketId)),
      checkContent: async (bucketId, mimetype, size, head) => checkContent(await readBucket(ctx, bucketId), mimetype, size, head),
      safeObjectPath,
      writeObject: (who, bucketId, name, bytes, options) => writeObject(ctx, who, bucketId, name, bytes, options),
    },
    ctx.root,
  )
}

export function storageRoutes(ctx: StorageContext, resumable: ReturnType<typeof resumableUploads>): Endpoint[] {
  return [
    // Signed resumable uploads (upload/resumable/sign) are not served: the last answer refuses them.
    { methods: 'any', path: /^upload\/resumable(?:\/(?!sign$)[^/]+)?$/, handle: (req, res) => resumable.handle(req, res) },
    {
      methods: READ,
      path: /^object\/public\/([^/]+)\/(.+)$/,
      handle: (req, res, [bucket, name], url) => downloadObject(ctx, req, res, url, bucket, name, 'public'),
    },
    {
      methods: READ,
      path: /^object\/authenticated\/([^/]+)\/(.+)$/,
      handle: (req, res, [bucket, name], url) => downloadObject(ctx, req, res, url, bucket, name, 'authenticated'),
    },
    { methods: ['POST'], path: /^object\/list\/([^/]+)$/, handle: (req, res, [bucket]) => listObjects(ctx, req, res, bucket) },
    { methods: ['DELETE'], path: /^object\/([^/]+)$/, handle: (req, res, [bucket]) => removeObjects(ctx, req, res, bucket) },
    {
      methods: ['POST'],
      path: /^object\/([^/]+)\/(.+)$/,
      handle: (req, res, [bucket, name]) => uploadObject(ctx, req, res, bucket, name, req.headers['x-upsert'] === 'true'),
    },
    {
      methods: ['PUT'],
      path: /^object\/([^/]+)\/(.+)$/,
      handle: (req, res, [bucket, name]) => uploadObject(ctx, req, res, bucket, name, true),
    },
    {
      methods: READ,
      path: /^object\/([^/]+)\/(.+)$/,
      handle: (req, res, [bucket, name], url) => downloadObject(ctx, req, res, url, bucket, name, 'authenticated'),
    },
  ]
}

const unsupported = (method: string, path: string) =>
  storageError(404, 'NotFound', 'not_found', `Route ${method} /storage/v1/${path} is not supported by the local server`, 404)

export function createStorageHandler(ctx: StorageContext) {
  const resumable = resumableUploads(ctx)
  return Object.assign(routeTable(storageRoutes(ctx, resumable), unsupported), {
    forgetExpiredUploads: resumable.forgetExpired,
  })
}
