import { useLiveQuery } from './live-query'
import { useRefresh } from './use-refresh'

export type Lookup<T> = { state: 'loading' } | { state: 'found'; value: T } | { state: 'notFound' }

/**
 * One thing (an ad, a seller, a trip) read from the phone at once and refreshed from the server.
 * "Not found" only from a read made after the refresh was tried: a read from before it may not
 * hold what the refresh brought, and the screen would say "não encontrado" for a moment.
 */
export function useLookup<T>(key: string, pull: () => Promise<unknown>, read: () => Promise<T | null | undefined>): Lookup<T> {
  const tried = useRefresh(key, pull)
  // `tried` is part of the read: it runs again once the refresh has been tried.
  const found = useLiveQuery(async () => ({ tried, value: (await read()) ?? null }), [key, tried])
  if (found?.value) return { state: 'found', value: found.value }
  return found?.tried ? { state: 'notFound' } : { state: 'loading' }
}
