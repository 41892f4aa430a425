import { useSyncExternalStore } from 'react'
import { isConnected, onConnectionChange } from './connection'

/** Whether the backend can be reached now (lib/server/connection.ts); true while rendering on the server. */
export function useConnected(): boolean {
  return useSyncExternalStore(onConnectionChange, isConnected, () => true)
}
