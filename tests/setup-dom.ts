import '@testing-library/jest-dom/vitest'
// The offline layer's database (Dexie) in memory.
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { afterEach, vi } from 'vitest'
import { forgetNewestPublicAds } from '@/offline/ads/newest-ads'
import { forgetFirstSearchPages } from '@/offline/ads/search-page'
import { forgetFirstAds } from '@/offline/ads/ad-answer'
import { forgetPartsNeeded } from '@/lib/page-start/parts-needed'
import { forgetFirstTrips } from '@/offline/trips/trip-answer'
import { forgetFirstSellers } from '@/offline/trust/seller-answer'

// findBy…/waitFor wait for a condition; this is only their upper bound. A whole-app render reaches
// its screen through a lazy route, lazy parts and the phone's database (fake-indexeddb, on timers):
// on a busy 2-core machine that chain took over the default 1 s (a report's refusal on the ad page
// failed a full run that way) while taking ~100 ms when quiet.
configure({ asyncUtilTimeout: 10_000 })

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
})
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollIntoView = vi.fn()
// Textarea autosize listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
})

afterEach(() => {
  cleanup()
  notifications.clean()
  localStorage.clear()
  forgetNewestPublicAds()
  forgetFirstSearchPages()
  forgetFirstAds()
  forgetPartsNeeded()
  forgetFirstTrips()
  forgetFirstSellers()
})
