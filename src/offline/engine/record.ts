import type { Author } from '@/lib/server/session'

export type { Author }

const listeners = new Set<() => void>()

/** Called after each change a screen records (the app's sync sends it: at once online, later offline). */
export function onRecorded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Records a change of `userId` (never of an unknown account: it is sent only under that one), then says so. */
export async function record<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (!userId) throw new Error('A sessão ainda não foi carregada. Tente de novo em instantes.')
  const result = await work()
  for (const listener of listeners) listener()
  return result
}
