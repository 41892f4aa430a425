import { useLiveQuery } from './engine/live-query'
import { pendingChangesOf } from './forget-person'

/** How many changes of `userId` wait on this phone, kept up to date as the outbox sends them. */
export const usePendingChangesOf = (userId: string): number | undefined => useLiveQuery(() => pendingChangesOf(userId), [userId])
