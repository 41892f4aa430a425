import { useSyncExternalStore } from 'react'
import { findUploadProgress, onUploadProgress, type UploadProgress } from './engine/upload-progress'

export type { UploadProgress } from './engine/upload-progress'

const anyUpload = () => true

/** How far the upload that `matches` is (of an entity, of a file), while one is in flight; any without `matches`. */
export function useUploadProgress(matches: (progress: UploadProgress) => boolean = anyUpload): UploadProgress | undefined {
  const find = () => findUploadProgress(matches)
  return useSyncExternalStore(onUploadProgress, find, () => undefined)
}
