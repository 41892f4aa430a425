import type { OfflineDatabase } from './store/database'

// What the app hands the service worker for sending in the background (src/offline/background.ts):
// its session, and the names of the syncs it asks the browser for. Kept apart from the worker's
// code so the app's first load carries only this.

/** Where the app leaves its session for the service worker (the phone database's meta). */
export const SESSION_FOR_BACKGROUND = 'sessao-para-segundo-plano'
/** The Background Sync tag for the outbox. */
export const SEND_TAG = 'enviar-alteracoes'
/** The Periodic Background Sync tag for conversations and notifications. */
export const REFRESH_TAG = 'atualizar-conversas'

export interface BackgroundSession {
  userId: string
  accessToken: string
  /** Epoch seconds. */
  expiresAt: number
}

/** The app keeps the service worker's copy in step with its session (or removes it on sign-out). */
export async function keepSessionForBackground(
  db: OfflineDatabase,
  session: { user: { id: string }; access_token: string; expires_at?: number } | null,
): Promise<void> {
  if (!session) await db.meta.delete(SESSION_FOR_BACKGROUND)
  else
    await db.meta.put({
      key: SESSION_FOR_BACKGROUND,
      value: {
        userId: session.user.id,
        accessToken: session.access_token,
        expiresAt: session.expires_at ?? 0,
      } satisfies BackgroundSession,
    })
}
