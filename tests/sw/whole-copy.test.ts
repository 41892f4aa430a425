import { afterEach, describe, expect, it } from 'vitest'
import { DATA_SAVER_ADDRESS } from '@/lib/protocols/offline-copy-protocol'
import { wantsWholeCopy } from '../../sw/offline-copy'

// When an install of the service worker downloads the whole offline copy (issue 76): on Wi-Fi, or
// when it updates a copy the phone already keeps — never at a first install off Wi-Fi, never
// while saving data off Wi-Fi.

function phone({ type, saving }: { type?: string; saving?: '1' | '0' }) {
  Object.defineProperty(navigator, 'connection', { value: { type }, configurable: true })
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      open: async () => ({
        match: async (address: string) =>
          address === DATA_SAVER_ADDRESS && saving !== undefined ? new Response(saving) : undefined,
      }),
    },
  })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection')
  Reflect.deleteProperty(globalThis, 'caches')
})

describe('wantsWholeCopy', () => {
  it('a first install off Wi-Fi keeps only what is opened', async () => {
    phone({ type: 'cellular', saving: '0' })
    expect(await wantsWholeCopy(false)).toBe(false)
    phone({})
    expect(await wantsWholeCopy(false)).toBe(false)
  })

  it('on Wi-Fi the whole copy comes at once, saving data or not', async () => {
    phone({ type: 'wifi', saving: '1' })
    expect(await wantsWholeCopy(false)).toBe(true)
  })

  it('an update completes the copy, unless the person saves data', async () => {
    phone({ type: 'cellular', saving: '0' })
    expect(await wantsWholeCopy(true)).toBe(true)
    phone({ type: 'cellular', saving: '1' })
    expect(await wantsWholeCopy(true)).toBe(false)
  })
})
