import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNREFERENCED_FILE_GRACE_MS } from '../../src/lib/rules/unreferenced-files'
import { removeUnreferencedFiles } from '../../scripts/unreferenced-files-job'
import { newAd, startTestBackend, type TestBackend } from './helpers'

// The job that removes the ads' files no ad points at: what an ad names (a photo in each size, a
// spoken description) stays, whatever its age; what none names goes once older than the grace;
// other folders (avatars) are not its business.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

// The smallest WebP the bucket takes (its type is checked by content), and a WebM's header.
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64')
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000)])

describe('the unreferenced files job', () => {
  it('removes, once past the grace, the files no ad names, and keeps every size of what an ad names', async () => {
    const person = await backend.newUser()
    const kept = newAd()
    const gone = newAd()
    const photos = backend.service().storage.from('imagens')
    const voices = backend.service().storage.from('descricoes-em-audio')
    const folder = (ad: { id: string }) => `anuncios/${person.id}/${ad.id}`
    const put = async (path: string) => expect((await photos.upload(path, WEBP, { contentType: 'image/webp' })).error).toBeNull()
    for (const name of ['a.webp', 'a.card.webp', 'a.screen.webp', 'b.webp', 'b.card.webp', 'b.screen.webp'])
      await put(`${folder(kept)}/${name}`)
    // An ad deleted while its files stayed (its removal failed), and an avatar.
    await put(`${folder(gone)}/1.webp`)
    const avatar = `avatars/${person.id}/${randomUUID()}.webp`
    await put(avatar)
    const voice = `${person.id}/${kept.id}/${randomUUID()}.webm`
    const oldVoice = `${person.id}/${kept.id}/${randomUUID()}.webm`
    for (const path of [voice, oldVoice])
      expect((await voices.upload(path, WEBM, { contentType: 'audio/webm' })).error).toBeNull()
    // The ad names photo a (b was removed from it by an edit) and its newer spoken description.
    const row = { ...kept, user_id: person.id, imagens: [`${folder(kept)}/a.webp`], audio_caminho: voice, audio_duracao_ms: 2000 }
    expect((await backend.service().from('anuncios').insert(row)).error).toBeNull()

    const today = await removeUnreferencedFiles(backend.url, backend.serviceRoleKey)
    expect(today.removed.filter((path) => path.includes(person.id))).toEqual([])
    expect(today.tooRecent).toBeGreaterThanOrEqual(5)

    const later = await removeUnreferencedFiles(
      backend.url,
      backend.serviceRoleKey,
      Date.now() + UNREFERENCED_FILE_GRACE_MS + 60_000,
    )
    expect(later.failed).toEqual([])
    expect(later.removed.filter((path) => path.includes(person.id)).sort()).toEqual(
      [
        `imagens/${folder(kept)}/b.webp`,
        `imagens/${folder(kept)}/b.card.webp`,
        `imagens/${folder(kept)}/b.screen.webp`,
        `imagens/${folder(gone)}/1.webp`,
        `descricoes-em-audio/${oldVoice}`,
      ].sort(),
    )
    const listed = async (bucket: typeof photos, path: string) => ((await bucket.list(path)).data ?? []).map((f) => f.name).sort()
    expect(await listed(photos, folder(kept))).toEqual(['a.card.webp', 'a.screen.webp', 'a.webp'])
    expect(await listed(photos, folder(gone))).toEqual([])
    expect(await listed(photos, `avatars/${person.id}`)).toHaveLength(1)
    expect(await listed(voices, `${person.id}/${kept.id}`)).toEqual([voice.split('/').pop()])
  })
})
