// The offline layer as the screens use it: live reads of the phone's copy and one function per
// change, by domain. Screens never call Supabase for what the phone keeps.
export * from './ads'
export * from './social'
export * from './trips'
export * from './conversations'
export * from './trust'
export * from './notifications'
export type { Author } from './engine/record'
export type { QueuedChange } from './engine/queued-by'
export type { SyncStatus } from './engine/sync-runner'
export { descartarAlteracao, tentarDeNovo } from './queued-changes'
export { useSyncStatus } from './use-sync-status'
export { startSync } from './app-sync'
