import { useSyncExternalStore } from 'react'
import { historyProgress, onHistoryProgress, type HistoryProgress } from './engine/person-refresh'

/** How far the download of a long history has come (a new phone of a person with many orders), or null. */
export function useHistoryProgress(): HistoryProgress | null {
  return useSyncExternalStore(onHistoryProgress, historyProgress, () => null)
}
