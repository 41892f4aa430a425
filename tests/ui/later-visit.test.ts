import { afterEach, describe, expect, it, vi } from 'vitest'
import { isFirstVisit, onFirstVisitEnded } from '@/lib/device/first-visit'
import { downloadOfflineCopy, isLaterVisit } from '@/ui/pwa/offline-copy'

// Whether the whole offline copy comes now: at a visit after the first (a tab other than the one
// the worker was installed from), not at a reload of the first visit.

function startWith(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true })
}

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('isLaterVisit', () => {
  it('a start no worker controls is the first visit, and so is a reload of that tab once it does', () => {
    startWith(null)
    expect(isLaterVisit()).toBe(false)
    startWith({})
    expect(isLaterVisit()).toBe(false)
  })

  it('a start the worker controls from the beginning, in a new tab, is a later visit', () => {
    startWith({})
    expect(isLaterVisit()).toBe(true)
  })

  it('where the tab keeps nothing (storage refused), a controlled start counts as a later visit', () => {
    startWith({})
    const original = Storage.prototype.getItem
    Storage.prototype.getItem = () => {
      throw new DOMException('refused', 'SecurityError')
    }
    try {
      expect(isLaterVisit()).toBe(true)
    } finally {
      Storage.prototype.getItem = original
    }
  })
})

// What waits for a later visit besides the app's files (the newest ads to browse offline): the
// sync asks isFirstVisit, and runs again when it ends.
describe('isFirstVisit', () => {
  it('holds in the first visit’s tab, through its reloads, until a later visit starts', () => {
    const ended = vi.fn()
    const stop = onFirstVisitEnded(ended)
    startWith(null)
    isLaterVisit()
    startWith({})
    isLaterVisit()
    expect(isFirstVisit()).toBe(true)
    expect(ended).not.toHaveBeenCalled()

    // A new tab (the same phone's storage, a fresh tab's session) is a later visit: it ends the first one for every tab.
    const firstTab = sessionStorage.getItem('campo.primeira-visita')
    sessionStorage.clear()
    expect(isLaterVisit()).toBe(true)
    expect(ended).toHaveBeenCalledTimes(1)
    sessionStorage.setItem('campo.primeira-visita', firstTab!)
    expect(isFirstVisit()).toBe(false)
    stop()
  })

  it('ends when the whole copy is asked for, once', async () => {
    const ended = vi.fn()
    const stop = onFirstVisitEnded(ended)
    startWith(null)
    isLaterVisit()
    await downloadOfflineCopy()
    await downloadOfflineCopy()
    expect(isFirstVisit()).toBe(false)
    expect(ended).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hears the end from another tab', () => {
    const ended = vi.fn()
    const stop = onFirstVisitEnded(ended)
    window.dispatchEvent(new StorageEvent('storage', { key: 'campo.primeira-visita-acabou', newValue: '1' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'outra-chave', newValue: '1' }))
    expect(ended).toHaveBeenCalledTimes(1)
    stop()
  })

  it('is never a first visit where no worker was ever asked (tests, browsers without one)', () => {
    expect(isFirstVisit()).toBe(false)
  })
})
