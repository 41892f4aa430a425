import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { dropDraft, readDraft, saveDraftAttachments, saveDraftValues, type KeptDraft } from './drafts/store'

/** How long typing pauses before the draft is written (and at once when the tab is hidden). */
const SAVE_AFTER_MS = 400

export interface DraftOptions<V, A> {
  /** The form and what it is about (types.ts); null while not known (no one signed in, the ad still loading). */
  key: string | null
  ownerId: string | null
  values: V
  /** Files, written only when `attachmentsKey` changes. */
  attachments?: A
  attachmentsKey?: string
  /** Nothing typed beyond how the form opened: no draft is kept (and one kept is dropped). */
  untouched: boolean
  /** A small form (a message, a comment) takes its draft back by itself instead of offering it. */
  restore?: (kept: KeptDraft<V, A>) => void
}

export interface DraftControl<V, A> {
  /** The phone is still being asked whether a draft is kept (the form says so with aria-busy). */
  reading: boolean
  /** A draft found when the form opened, not yet continued or discarded; nothing is written meanwhile. */
  waiting: KeptDraft<V, A> | null
  /** "Continuar": the draft's values, and it is kept from then on as the form changes. */
  take: () => KeptDraft<V, A> | null
  /** "Descartar". */
  discard: () => void
  /** Once what the form recorded is in the outbox: the draft goes, and the form as it stands is not written again. */
  sent: () => Promise<void>
}

/**
 * Keeps what a form holds on the phone as it is typed (offline/drafts): a browser that kills the
 * tab in the background loses nothing. A failed write (a full phone) is let go — the form itself
 * still holds everything and says so when it records.
 */
export function useDraft<V, A = never>({
  key,
  ownerId,
  values,
  attachments,
  attachmentsKey,
  untouched,
  restore,
}: DraftOptions<V, A>): DraftControl<V, A> {
  // What was read for this form and person, and whether the person answered the offer.
  const [read, setRead] = useState<{ of: string; found: KeptDraft<V, A> | null; answered: boolean } | null>(null)
  const of = key && ownerId ? `${ownerId} ${key}` : null
  const current = read?.of === of ? read : null
  const phase = !current ? 'reading' : current.found && !current.answered ? 'waiting' : 'open'
  const serialized = JSON.stringify(values)
  const written = useRef<{ values: string | null; attachments: string | null }>({ values: null, attachments: null })
  const pending = useRef<(() => void) | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const restoreBySelf = useEffectEvent((found: KeptDraft<V, A>) => {
    if (!restore) return false
    restore(found)
    return true
  })

  useEffect(() => {
    if (!of || !key || !ownerId) return
    let stillHere = true
    void readDraft<V, A>(key, ownerId)
      .catch(() => null)
      .then((found) => {
        if (!stillHere) return
        const restored = found !== null && restoreBySelf(found)
        setRead({ of, found, answered: restored })
      })
    return () => {
      stillHere = false
    }
  }, [of, key, ownerId])

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const write = pending.current
    pending.current = null
    write?.()
  }, [])

  useEffect(() => {
    if (phase !== 'open' || !key || !ownerId) return
    const sameValues = written.current.values === serialized
    const sameAttachments = written.current.attachments === (attachmentsKey ?? null)
    if (untouched) {
      if (written.current.values === null) return
      written.current = { values: null, attachments: null }
      pending.current = () => void dropDraft(key).catch(() => undefined)
    } else {
      if (sameValues && sameAttachments) return
      const files = sameAttachments ? undefined : { attachments }
      written.current = { values: serialized, attachments: attachmentsKey ?? null }
      pending.current = () =>
        void Promise.all([
          saveDraftValues(key, ownerId, values),
          files ? saveDraftAttachments(key, files.attachments) : null,
        ]).catch(() => undefined)
    }
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(flush, SAVE_AFTER_MS)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `serialized` stands for `values`
  }, [phase, key, ownerId, serialized, attachmentsKey, untouched, flush])

  // The tab hidden (the person went to WhatsApp) or leaving: what waits is written now.
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && flush()
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  const waiting = phase === 'waiting' ? (current?.found ?? null) : null
  const answer = () => setRead((was) => was && { ...was, answered: true })
  const take = () => {
    answer()
    return waiting
  }
  const discard = () => {
    answer()
    if (key) void dropDraft(key).catch(() => undefined)
  }
  const sent = async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    pending.current = null
    written.current = { values: serialized, attachments: attachmentsKey ?? null }
    if (key) await dropDraft(key).catch(() => undefined)
  }
  return { reading: phase === 'reading', waiting, take, discard, sent }
}
export type { KeptDraft } from './drafts/store'
