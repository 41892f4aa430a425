import { afterEach, describe, expect, it, vi } from 'vitest'

// Photos are sent as WebP; a browser that cannot encode WebP (its canvas answers PNG) sends JPEG,
// never a PNG many times heavier.
function canvasEncodes(type: string) {
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['x'], { type })))
}

async function freshUploadFormat() {
  vi.resetModules()
  return (await import('@/lib/media/compress-image')).uploadFormat()
}

afterEach(() => vi.restoreAllMocks())

describe('the format photos are sent in', () => {
  it('WebP where the browser encodes it', async () => {
    canvasEncodes('image/webp')
    expect(await freshUploadFormat()).toEqual({ type: 'image/webp', extension: '.webp' })
  })

  it('JPEG where the canvas answers PNG for WebP', async () => {
    canvasEncodes('image/png')
    expect(await freshUploadFormat()).toEqual({ type: 'image/jpeg', extension: '.jpg' })
  })
})
