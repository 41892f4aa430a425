import 'fake-indexeddb/auto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { editarAnuncio, excluirAnuncio, publicarAnuncio } from '../../src/offline/ads/actions'
import { saveAds } from '../../src/offline/ads/cache'
import type { CachedAd } from '../../src/offline/ads/types'
import { startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// An ad's spoken description through the outbox, against the local server with faults injected:
// recorded with the ad (it plays on the phone at once), uploaded before the ad is written and
// exactly once when answers are lost, replaced and removed by edits (the old file deleted once
// the ad points away from it), and deleted with the ad.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const BUCKET = 'descricoes-em-audio'
/** 2 s at 24 kbit/s, as Chrome records it (the codec in the type, which Storage would refuse). */
const recording = (seconds = 2) => new Blob([new Uint8Array(3000 * seconds).fill(9)], { type: 'audio/webm;codecs=opus' })
const dados = {
  titulo: 'Mel de aroeira',
  categoria: 'comida',
  preco: 30,
  descricao: null,
  cidade: 'Serra',
  uf: 'ES',
  contato: '27991112222',
}

const adRow = async (id: string) =>
  (await backend.db.query<Record<string, unknown>>('select audio_caminho, audio_duracao_ms from anuncios where id = $1', [id]))
    .rows[0]
const storedIn = async (p: Phone, id: string) =>
  (
    await backend.db.query<{ name: string; size: number }>(
      `select name, (metadata ->> 'size')::int as size from storage.objects where bucket_id = $1 and name like $2`,
      [BUCKET, `${p.userId}/${id}/%`],
    )
  ).rows

/** The phone's copy as a pull would leave it: the server's row. */
async function pulled(p: Phone, id: string) {
  const { rows } = await backend.db.query<Record<string, unknown>>('select * from anuncios where id = $1', [id])
  await saveAds(p.db, [{ ...(rows[0] as unknown as CachedAd), created_at: String(rows[0].created_at) }])
}

it('published with its description: it plays on the phone at once; uploaded once before the ad, though answers were lost', async () => {
  const p = await phone(backend)
  const autor = { id: p.userId, name: 'Maria' }
  const id = await publicarAnuncio(p.db, autor, dados, [], { blob: recording(), duracaoMs: 2000 })
  const local = await p.db.anuncios.get(id)
  expect(local?.audio_caminho).toMatch(new RegExp(`^${p.userId}/${id}/[0-9a-f-]{36}\\.webm$`))
  expect(local?.audio_duracao_ms).toBe(2000)
  expect((await p.db.audios.get(local!.audio_caminho!))?.blob.size).toBe(6000)

  p.plan.faults.push(
    { when: (url, method) => url.includes('/storage/v1/upload/resumable/') && method === 'PATCH', fault: 'drop-after' },
    { when: (url, method) => url.includes('/rest/v1/anuncios') && method === 'POST', fault: 'drop-after' },
  )
  await p.drain()
  expect(await adRow(id)).toEqual({ audio_caminho: local!.audio_caminho, audio_duracao_ms: 2000 })
  const stored = await storedIn(p, id)
  expect(stored).toEqual([{ name: local!.audio_caminho, size: 6000 }])
  // Its bytes went up once: after the lost answer, the server's offset said the file was whole.
  expect(p.plan.fileBytes).toBe(6000)
  const { rows } = await backend.db.query<{ type: string }>(
    `select metadata ->> 'mimetype' as type from storage.objects where bucket_id = $1 and name = $2`,
    [BUCKET, local!.audio_caminho],
  )
  expect(rows[0].type).toBe('audio/webm')
})

it('an edit replaces it (the old file deleted after the ad points to the new one), another removes it, deleting the ad deletes its file', async () => {
  const p = await phone(backend)
  const autor = { id: p.userId, name: 'Maria' }
  const id = await publicarAnuncio(p.db, autor, dados, [], { blob: recording(), duracaoMs: 2000 })
  await p.drain()
  await pulled(p, id)
  const first = (await adRow(id)).audio_caminho as string

  await editarAnuncio(p.db, autor, id, { preco: 35 }, undefined, { blob: recording(3), duracaoMs: 3000 })
  p.plan.faults.push({ when: (url, method) => url.includes('/rest/v1/anuncios') && method === 'PATCH', fault: 'drop-after' })
  await p.drain()
  const replaced = await adRow(id)
  expect(replaced.audio_caminho).not.toBe(first)
  expect(replaced.audio_duracao_ms).toBe(3000)
  expect((await storedIn(p, id)).map((o) => o.name)).toEqual([replaced.audio_caminho])

  await pulled(p, id)
  await editarAnuncio(p.db, autor, id, {}, undefined, null)
  expect((await p.db.anuncios.get(id))?.audio_caminho).toBeNull()
  await p.drain()
  expect(await adRow(id)).toEqual({ audio_caminho: null, audio_duracao_ms: null })
  expect(await storedIn(p, id)).toEqual([])

  await editarAnuncio(p.db, autor, id, {}, undefined, { blob: recording(), duracaoMs: 2000 })
  await p.drain()
  await pulled(p, id)
  expect(await storedIn(p, id)).toHaveLength(1)
  await excluirAnuncio(p.db, autor, id)
  await p.drain()
  expect(await storedIn(p, id)).toEqual([])
  expect(await p.db.outbox.count()).toBe(0)
})

it('a description over a minute is refused on the phone, as the server would, and nothing is queued', async () => {
  const p = await phone(backend)
  const publishing = publicarAnuncio(p.db, { id: p.userId, name: 'Maria' }, dados, [], {
    blob: recording(61),
    duracaoMs: 61_000,
  })
  await expect(publishing).rejects.toThrow('Descrição em áudio com até 1 minuto')
  expect(await p.db.outbox.count()).toBe(0)
})
