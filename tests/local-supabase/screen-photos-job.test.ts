import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeMissingScreenPhotos } from '../../scripts/screen-photos-job'
import { newAd, startTestBackend, type TestBackend } from './helpers'

// The one-off job for photos published before screen versions existed: each gets an 800 px WebP
// beside it; what has one is left alone; a photo that cannot be read is named, and the rest go on.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 160, b: 60 } } })
    .webp()
    .toBuffer()

describe('the screen photos job', () => {
  it('makes each missing screen version (800 px, WebP) once, skips what has one, and names what it could not read', async () => {
    const person = await backend.newUser()
    const ad = newAd()
    const folder = `anuncios/${person.id}/${ad.id}`
    const storage = backend.service().storage.from('imagens')
    for (const [name, file] of [
      ['1.webp', await photo(1600, 1200)],
      ['2.webp', await photo(900, 1600)],
      ['3.webp', await photo(600, 400)],
    ] as const)
      expect((await storage.upload(`${folder}/${name}`, file, { contentType: 'image/webp' })).error).toBeNull()
    // The third already has its screen version (made by the phone that published it).
    await storage.upload(`${folder}/3.screen.webp`, await photo(600, 400), { contentType: 'image/webp' })
    const imagens = [`${folder}/1.webp`, `${folder}/2.webp`, `${folder}/3.webp`, `${folder}/4.webp`]
    expect(
      (
        await backend
          .service()
          .from('anuncios')
          .insert({ ...ad, user_id: person.id, imagens })
      ).error,
    ).toBeNull()

    const first = await makeMissingScreenPhotos(backend.url, backend.serviceRoleKey)
    expect(first.made).toBe(2)
    expect(first.skipped).toBeGreaterThanOrEqual(1)
    expect(first.failed).toEqual([{ path: `${folder}/4.webp`, reason: expect.stringMatching(/^reading it: /) }])
    for (const [name, width, height] of [
      ['1.screen.webp', 800, 600],
      ['2.screen.webp', 450, 800],
    ] as const) {
      const { data, error } = await storage.download(`${folder}/${name}`)
      expect(error).toBeNull()
      const meta = await sharp(Buffer.from(await data!.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height])
    }

    const again = await makeMissingScreenPhotos(backend.url, backend.serviceRoleKey)
    expect(again.made).toBe(0)
  })
})
