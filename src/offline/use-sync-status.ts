import { useSyncExternalStore } from 'react'
import { syncRunner } from './app-sync'

/** Online/offline, syncing, how many changes wait, which were refused and why, last clean sync. */
export function useSyncStatus() {
  const runner = syncRunner()
  return useSyncExternalStore(runner.subscribe, runner.getStatus, runner.getStatus)
}
