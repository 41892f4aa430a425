import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeSmallerPhoto } from '@/lib/media/smaller-photo'

// A photo's smaller versions: WebP, or JPEG where the browser cannot encode WebP (it answers PNG then,
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

describe('the smaller versions of a photo', () => {
  it('is WebP at 480 px on the long edge where the browser encodes WebP', async () => {
    const asked = browserThatEncodes(['image/webp', 'image/jpeg', 'image/png'])
    expect((await makeSmallerPhoto(new Blob(['photo']), 'card')).type).toBe('image/webp')
    expect(asked).toEqual(['image/webp 480x360'])
  })

  it('the screen version is 800 px on the long edge, and never larger than the photo', async () => {
    const asked = browserThatEncodes(['image/webp'])
    await makeSmallerPhoto(new Blob(['photo']), 'screen')
    expect(asked).toEqual(['image/webp 800x600'])
  })

  it('is JPEG, never PNG, where the browser cannot encode WebP (Safari)', async () => {
    const asked = browserThatEncodes(['image/jpeg', 'image/png'])
    expect((await makeSmallerPhoto(new Blob(['photo']), 'card')).type).toBe('image/jpeg')
    expect(asked).toEqual(['image/webp 480x360', 'image/jpeg 480x360'])
  })
})
