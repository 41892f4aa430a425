import type { ReactNode } from 'react'
import { hasStoredSession } from '@/lib/server/stored-session'
import { useFirstThenPhone, type TellPage } from './first-then-phone'

interface Props<T, Parts> {
  id: string
  /** The page's parts that read the phone's copy, loaded once the app has attached (after-attach.ts). */
  phoneParts: { useCode: () => Parts | undefined }
  /** The server's first answer for a visitor, asked while those parts load (`ask`). */
  useFirst: (id: string, ask: boolean) => T | undefined
  /** The part that reads the phone's copy and tells the page what it holds. */
  phone: (parts: Parts, onPhone: TellPage<T>) => ReactNode
  found: (value: T, parts: Parts | undefined) => ReactNode
  notFound: (parts: Parts) => ReactNode
  /** The prerendered frame's shape, until either answer is known. */
  loading: ReactNode
}

/**
 * One thing's page (an ad, a trip): a visitor's page draws the server's answer until the phone's copy
 * has loaded; a signed-in person may see more than a visitor (their own paused ad, their cancelled
 * trip), so their page waits for the phone. "Not found" is said only by the phone's copy.
 */
export function FirstThenPhonePage<T, Parts>({ id, phoneParts, useFirst, phone, found, notFound, loading }: Props<T, Parts>) {
  const parts = phoneParts.useCode()
  const first = useFirst(id, !parts && !hasStoredSession())
  const { shown, onPhone } = useFirstThenPhone(id, first)
  return (
    <>
      {/* In one place whatever the page shows: drawn elsewhere, it would ask the phone again. */}
      {parts && phone(parts, onPhone)}
      {shown.state === 'found' ? found(shown.value, parts) : shown.state === 'notFound' && parts ? notFound(parts) : loading}
    </>
  )
}
