import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeCardPhoto } from '@/lib/card-photo'

// The card's small photo: WebP, or JPEG where the browser cannot encode WebP (it answers PNG then,
// several times heavier) — never PNG. The canvas is the browser's; here, one that encodes what it can.

function browserThatEncodes(types: string[]) {
  const asked: string[] = []
  vi.stubGlobal('createImageBitmap', async () => ({ width: 1600, height: 1200, close: () => undefined }))
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext = () => ({ drawImage: () => undefined })
      convertToBlob = async ({ type }: { type: string }) => {
        asked.push(`${type} ${this.width}x${this.height}`)
        return new Blob(['x'], { type: types.includes(type) ? type : 'image/png' })
      }
    },
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('the small photo of a card', () => {
  it('is WebP at 480 px on the long edge where the browser encodes WebP', async () => {
    const asked = browserThatEncodes(['image/webp', 'image/jpeg', 'image/png'])
    expect((await makeCardPhoto(new Blob(['photo']))).type).toBe('image/webp')
    expect(asked).toEqual(['image/webp 480x360'])
  })

  it('is JPEG, never PNG, where the browser cannot encode WebP (Safari)', async () => {
    const asked = browserThatEncodes(['image/jpeg', 'image/png'])
    expect((await makeCardPhoto(new Blob(['photo']))).type).toBe('image/jpeg')
    expect(asked).toEqual(['image/webp 480x360', 'image/jpeg 480x360'])
  })
})
