import { Upload, type DetailedError } from 'tus-js-client'
import { reportReachable, reportUnreachable } from '@/lib/server/connection'
import type { AppClient } from '@/lib/server/supabase'
import type { Answer } from './outcome'
import { fetchHttpStack } from './fetch-http-stack'

// A file of an outbox item sent through Storage's resumable uploads (TUS): what arrived stays
// there, so a retry continues from the server's offset instead of starting the file again, and
// the item's ledger (FileLedger) keeps the upload's address across attempts and restarts.

/**
 * An upload fails only after this long with no byte moving (or, once all are sent, no answer) —
 * never for being slow: a photo on 2 KB/s takes minutes and is fine. 30 s covers a cell handover
 * and the server's check of a finished file; a link silent for longer is gone, and the outbox
 * tries again from the offset the server kept.
 */
export const STALL_MS = 30_000

/** Hosted Supabase takes chunks of exactly 6 MB: a photo or a voice note is one PATCH. */
const CHUNK_BYTES = 6 * 1024 * 1024

export interface FileToSend {
  bucket: string
  path: string
  blob: Blob
}

/** Where an item's files are: per file ("bucket/path"), the address of its upload or that it is stored. */
export interface FileLedger {
  isStored(key: string): boolean
  uploadUrl(key: string): string | undefined
  began(key: string, url: string): Promise<void>
  stored(key: string): Promise<void>
}

export const fileKey = (file: Pick<FileToSend, 'bucket' | 'path'>) => `${file.bucket}/${file.path}`

/** Storage's TUS errors are a status and a plain-text message; read as the rest of the sync reads Storage's. */
function answerOf(error: Error | DetailedError): Answer {
  const response = (error as DetailedError).originalResponse
  if (!response) return { error: { message: error.message, status: 0 } }
  const status = response.getStatus()
  const message = response.getBody().trim()
  const tokenRefused = status === 403 && /jwt|"exp"|signature/i.test(message)
  return { error: { statusCode: String(status), message, code: tokenRefused ? 'AccessDenied' : undefined } }
}

/**
 * The client's Storage address and the credentials its own requests carry. supabase-js keeps them
 * as protected fields of its Storage client (the service worker's client is a bare StorageClient
 * with the token in its headers); the app's client adds the session's token in its fetch, so it is
 * asked here the same way.
 */
async function storageAccess(supabase: AppClient) {
  const storage = supabase.storage as unknown as { url: string; headers: Record<string, string>; fetch?: typeof fetch }
  const key = (supabase as unknown as { supabaseKey?: string }).supabaseKey
  const token = supabase.auth ? (await supabase.auth.getSession()).data.session?.access_token : undefined
  const authorization = token
    ? `Bearer ${token}`
    : (storage.headers.Authorization ?? storage.headers.authorization ?? `Bearer ${key}`)
  return {
    endpoint: `${storage.url.replace(/\/$/, '')}/upload/resumable`,
    headers: { authorization, apikey: storage.headers.apikey ?? key ?? '' },
    // Where there is no XMLHttpRequest (tus-js-client's browser stack, with upload progress), the
    // Storage client's own fetch.
    httpStack: typeof XMLHttpRequest === 'undefined' ? fetchHttpStack(storage.fetch ?? fetch) : undefined,
  }
}

/**
 * Sends one file, continuing an upload the ledger knows; `onBytes` hears the bytes sent so far.
 * Answers as supabase-js's Storage calls do (`error` null when stored).
 */
export async function sendFile(
  supabase: AppClient,
  file: FileToSend,
  ledger: FileLedger,
  onBytes: (sent: number) => void = () => undefined,
): Promise<Answer> {
  const key = fileKey(file)
  if (ledger.isStored(key)) {
    onBytes(file.blob.size)
    return { error: null }
  }
  const access = await storageAccess(supabase)
  return new Promise<Answer>((resolve) => {
    let stall: ReturnType<typeof setTimeout> | undefined
    const settle = (answer: Answer) => {
      clearTimeout(stall)
      resolve(answer)
    }
    const moving = () => {
      clearTimeout(stall)
      stall = setTimeout(() => {
        void upload.abort()
        reportUnreachable()
        settle({ error: { message: 'Sem progresso no envio.', status: 0 } })
      }, STALL_MS)
    }
    const upload = new Upload(file.blob, {
      endpoint: access.endpoint,
      uploadUrl: ledger.uploadUrl(key) ?? null,
      headers: { ...access.headers, 'x-upsert': 'true' },
      metadata: { bucketName: file.bucket, objectName: file.path, contentType: file.blob.type, cacheControl: '3600' },
      chunkSize: CHUNK_BYTES,
      // The outbox retries (its backoff, and at once when the connection comes back), from the ledger.
      retryDelays: null,
      storeFingerprintForResuming: false,
      ...(access.httpStack ? { httpStack: access.httpStack } : {}),
      onUploadUrlAvailable: () => void (upload.url && ledger.began(key, upload.url)),
      onBeforeRequest: moving,
      onAfterResponse: () => {
        reportReachable()
        moving()
      },
      onProgress: (sent) => {
        moving()
        onBytes(sent)
      },
      onSuccess: () => {
        // Stored on the server even if the phone cannot note it (a full phone): a retry asks HEAD.
        void ledger
          .stored(key)
          .catch(() => undefined)
          .then(() => settle({ error: null }))
      },
      onError: (error) => {
        if (!(error as DetailedError).originalResponse) reportUnreachable()
        settle(answerOf(error))
      },
    })
    moving()
    upload.start()
  })
}
