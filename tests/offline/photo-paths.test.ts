import { describe, expect, it } from 'vitest'
import { newPhotoPath } from '@/offline/ads/photo-paths'

// A new photo's name says what it holds: WebP, or JPEG from a browser that cannot encode WebP.
describe('a new photo path', () => {
  it('lives under its owner and ad, with the extension of its format', () => {
    expect(newPhotoPath('u1', 'a1', new Blob([], { type: 'image/webp' }))).toMatch(/^anuncios\/u1\/a1\/[0-9a-f-]{36}\.webp$/)
    expect(newPhotoPath('u1', 'a1', new Blob([], { type: 'image/jpeg' }))).toMatch(/^anuncios\/u1\/a1\/[0-9a-f-]{36}\.jpg$/)
  })
})
