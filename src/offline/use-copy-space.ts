import { useSyncExternalStore } from 'react'
import { copyCannotBeKept, onCopySpace } from './engine/copy-space'

export { dismissCopyFull } from './engine/copy-space'

/** Whether the last refresh found the phone too full to keep what the server sent (said once). */
export function useCopyCannotBeKept(): boolean {
  return useSyncExternalStore(onCopySpace, copyCannotBeKept, () => false)
}
