import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDraft, type DraftOptions } from '@/offline/use-draft'
import { offlineDb } from '@/offline/store/offline-db'

// What a person types in a form is kept on the phone as they type, offered back when the form
// opens again, and goes once sent or discarded.

type Values = { titulo: string }
const MARIA = 'maria'
const KEY = 'anuncio:novo'

afterEach(async () => {
  await Promise.all([offlineDb.drafts.clear(), offlineDb.draftAttachments.clear()])
})

function form(initial: Partial<DraftOptions<Values, string[]>> = {}) {
  return renderHook((props: Partial<DraftOptions<Values, string[]>>) =>
    useDraft<Values, string[]>({
      key: KEY,
      ownerId: MARIA,
      values: { titulo: '' },
      untouched: true,
      ...initial,
      ...props,
    }),
  )
}

const kept = () => offlineDb.drafts.get(KEY)
/** Lets the phone's database finish what was asked (it runs on setImmediate, not on the timers faked). */
const settle = async () => {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve))
}

async function typed(titulo: string, attachments?: string[]) {
  const { result, rerender, unmount } = form()
  await waitFor(() => expect(result.current.waiting).toBeNull())
  rerender({ values: { titulo }, untouched: false, attachments, attachmentsKey: attachments?.join(' ') })
  await waitFor(async () => expect((await kept())?.values).toEqual({ titulo }))
  unmount()
}

describe('drafts of forms', () => {
  it('what is typed is kept after a pause, and offered when the form opens again (photos too)', async () => {
    await typed('Queijo minas', ['foto-1', 'foto-2'])
    const again = form()
    await waitFor(() => expect(again.result.current.waiting?.values).toEqual({ titulo: 'Queijo minas' }))
    expect(again.result.current.waiting?.attachments).toEqual(['foto-1', 'foto-2'])
  })

  it('someone else’s draft is never offered', async () => {
    await typed('Queijo minas')
    const other = form({ ownerId: 'joao' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(other.result.current.waiting).toBeNull()
  })

  it('while the offer waits nothing is written over it; "Continuar" gives it back and keeps what follows', async () => {
    await typed('Queijo minas')
    const { result, rerender } = form()
    await waitFor(() => expect(result.current.waiting).not.toBeNull())
    rerender({ values: { titulo: 'Outra coisa' }, untouched: false })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await kept())?.values).toEqual({ titulo: 'Queijo minas' })

    let taken: unknown
    act(() => {
      taken = result.current.take()
    })
    expect(taken).toMatchObject({ values: { titulo: 'Queijo minas' } })
    expect(result.current.waiting).toBeNull()
    rerender({ values: { titulo: 'Queijo minas curado' }, untouched: false })
    await waitFor(async () => expect((await kept())?.values).toEqual({ titulo: 'Queijo minas curado' }))
  })

  it('"Descartar" drops it, and so does a form brought back to how it opened', async () => {
    await typed('Queijo minas')
    const { result, rerender } = form()
    await waitFor(() => expect(result.current.waiting).not.toBeNull())
    act(() => result.current.discard())
    await waitFor(async () => expect(await kept()).toBeUndefined())

    rerender({ values: { titulo: 'Mel' }, untouched: false })
    await waitFor(async () => expect(await kept()).toBeDefined())
    rerender({ values: { titulo: '' }, untouched: true })
    await waitFor(async () => expect(await kept()).toBeUndefined())
  })

  it('once sent it goes, and the form as sent is not written back', async () => {
    const { result, rerender } = form()
    await waitFor(() => expect(result.current.waiting).toBeNull())
    rerender({ values: { titulo: 'Mel' }, untouched: false })
    await act(() => result.current.sent())
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await kept()).toBeUndefined()
    expect(await offlineDb.draftAttachments.count()).toBe(0)
  })

  it('the tab hidden writes what waits at once, without waiting for the pause', async () => {
    const { result, rerender } = form()
    await waitFor(() => expect(result.current.waiting).toBeNull())
    // The pause never ends here: only the tab being hidden can write.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      rerender({ values: { titulo: 'Mel de aroeira' }, untouched: false })
      await settle()
      expect(await kept()).toBeUndefined()
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      await settle()
      expect((await kept())?.values).toEqual({ titulo: 'Mel de aroeira' })
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      vi.useRealTimers()
    }
  })

  it('a small form takes its draft back by itself', async () => {
    await typed('Amanhã eu passo aí')
    const restored: Values[] = []
    const { result } = form({ restore: (draft) => restored.push(draft.values) })
    await waitFor(() => expect(restored).toEqual([{ titulo: 'Amanhã eu passo aí' }]))
    expect(result.current.waiting).toBeNull()
  })
})
