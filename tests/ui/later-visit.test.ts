import { afterEach, describe, expect, it } from 'vitest'
import { isLaterVisit } from '@/ui/pwa/offline-copy'

// Whether the whole offline copy comes now: at a visit after the first (a tab other than the one
// the worker was installed from), not at a reload of the first visit.

function startWith(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true })
}

afterEach(() => {
  sessionStorage.clear()
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
