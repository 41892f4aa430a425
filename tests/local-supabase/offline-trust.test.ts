import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alterarStatusDoAnuncio } from '../../src/offline/ads/actions'
import { pullPersonChanges } from '../../src/offline/person-changes'
import { denunciarAnuncio, descartarDenuncias, ocultarAnuncio, renovarAnuncio } from '../../src/offline/trust/actions'
import { pullOpenReports, pullOwnReports, pullSeller } from '../../src/offline/trust/pull'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// Reports, renewals and the moderation's decisions through the offline layer against the local
// server: made with no signal, they reach the server once; a change made meanwhile elsewhere
// comes back as an explained refusal.

let backend: TestBackend
let maria: Phone
let admin: Phone
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
  maria = await phone(backend, { email: DEMO.maria.email, password: DEMO.maria.password })
  admin = await phone(backend, { email: DEMO.admin.email, password: DEMO.admin.password })
})
afterAll(() => backend.stop())

const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
const answerLost = (path: string) => ({
  when: (url: string, method: string) => url.includes(path) && method !== 'GET',
  fault: 'drop-after' as const,
})
const MARIA = { id: DEMO.maria.id, name: 'Maria Souza' }
const ADMIN = { id: DEMO.admin.id, name: 'Equipe Campo Solidário' }

async function adOfMaria(): Promise<string> {
  const id = randomUUID()
  expect((await maria.supabase.from('anuncios').insert(newAd({ id }))).error).toBeNull()
  return id
}

const count = async (sql: string, params: unknown[]) =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n

describe('reports offline', () => {
  it('a report made with no signal and its answer lost is stored once; a second one is refused with its reason', async () => {
    const ad = await adOfMaria()
    const buyer = await phone(backend)
    const autor = { id: buyer.userId, name: 'Comprador' }
    buyer.plan.faults.push(...offline(), answerLost('/rest/v1/denuncias'))
    await denunciarAnuncio(buyer.db, autor, { anuncio_id: ad, motivo: 'golpe', detalhes: 'Pediu Pix adiantado.' })
    await buyer.drain()
    expect(await count('denuncias where anuncio_id = $1', [ad])).toBe(1)

    // Reported again from the same phone before it learnt of the first (an old copy of the page).
    await buyer.db.denuncias.clear()
    await denunciarAnuncio(buyer.db, autor, { anuncio_id: ad, motivo: 'outro', detalhes: null })
    await buyer.sync()
    const [refused] = await buyer.db.outbox.toArray()
    expect(refused).toMatchObject({
      kind: 'denunciarAnuncio',
      status: 'failed',
      error: 'Você já denunciou este anúncio. Nossa equipe está analisando.',
    })
    await pullOwnReports(buyer.supabase, buyer.db, buyer.userId)
    const mine = await buyer.db.denuncias.where('user_id').equals(buyer.userId).toArray()
    expect(mine.filter((r) => !r.pending).map((r) => r.motivo)).toEqual(['golpe'])
  })
})

describe('the moderation offline', () => {
  it("an admin's decisions made with no signal reach the server once, with who and when", async () => {
    const hidden = await adOfMaria()
    const kept = await adOfMaria()
    const buyer = await phone(backend)
    for (const anuncio_id of [hidden, kept]) {
      await denunciarAnuncio(
        buyer.db,
        { id: buyer.userId, name: 'Comprador' },
        { anuncio_id, motivo: 'duplicado', detalhes: null },
      )
    }
    await buyer.drain()
    await pullOpenReports(admin.supabase, admin.db)
    expect(await admin.db.denuncias.where('anuncio_id').anyOf([hidden, kept]).count()).toBe(2)

    admin.plan.faults.push(...offline(), answerLost('/rest/v1/rpc/'))
    await ocultarAnuncio(admin.db, ADMIN, hidden, 'Anúncio duplicado: já publicado antes.')
    await descartarDenuncias(admin.db, ADMIN, kept)
    await admin.drain()
    const decided = await backend.db.query<{ anuncio_id: string; status: string; decidida_por: string }>(
      `select anuncio_id, status, decidida_por from denuncias where anuncio_id = any($1) order by status::text`,
      [[hidden, kept]],
    )
    expect(decided.rows).toEqual([
      { anuncio_id: kept, status: 'descartada', decidida_por: DEMO.admin.id },
      { anuncio_id: hidden, status: 'procedente', decidida_por: DEMO.admin.id },
    ])
    const ads = await backend.db.query(`select id, status, ocultado_motivo from anuncios where id = any($1) order by status`, [
      [hidden, kept],
    ])
    expect(ads.rows).toEqual([
      { id: kept, status: 'ativo', ocultado_motivo: null },
      { id: hidden, status: 'oculto', ocultado_motivo: 'Anúncio duplicado: já publicado antes.' },
    ])
    await pullOpenReports(admin.supabase, admin.db)
    expect(
      await admin.db.denuncias
        .where('anuncio_id')
        .anyOf([hidden, kept])
        .filter((r) => r.status === 'aberta')
        .count(),
    ).toBe(0)
  })

  it("the owner's reactivation queued offline after the ad was hidden is refused with the moderation's reason", async () => {
    const ad = await adOfMaria()
    await pullPersonChanges(maria.supabase, maria.db, DEMO.maria.id)
    await maria.supabase.from('anuncios').update({ status: 'pausado' }).eq('id', ad)
    await admin.supabase.rpc('ocultar_anuncio', { anuncio: ad, motivo: 'Conteúdo ofensivo nas fotos.' })
    maria.plan.faults.push(...offline(1))
    await alterarStatusDoAnuncio(maria.db, MARIA, ad, 'ativo')
    await maria.sync()
    maria.later()
    await maria.sync()
    const [refused] = await maria.db.outbox.where('entity').equals(`anuncio:${ad}`).toArray()
    expect(refused).toMatchObject({
      status: 'failed',
      error: 'Este anúncio foi ocultado pela moderação e não pode ser reativado.',
    })
    await maria.db.outbox.clear()
    await pullPersonChanges(maria.supabase, maria.db, DEMO.maria.id)
    expect(await maria.db.anuncios.get(ad)).toMatchObject({ status: 'oculto', ocultado_motivo: 'Conteúdo ofensivo nas fotos.' })
  })
})

describe('renewal offline', () => {
  it('an expired ad renewed with no signal, its answer lost, is public again for 60 days', async () => {
    const ad = await adOfMaria()
    await backend.db.query(`update anuncios set status = 'expirado', expira_em = now() - interval '3 days' where id = $1`, [ad])
    await pullPersonChanges(maria.supabase, maria.db, DEMO.maria.id)
    expect((await maria.db.anuncios.get(ad))?.status).toBe('expirado')
    maria.plan.faults.push(...offline(), answerLost('/rest/v1/rpc/renovar_anuncio'))
    await renovarAnuncio(maria.db, MARIA, ad)
    await maria.drain()
    const row = (
      await backend.db.query<{ status: string; days: number }>(
        `select status, extract(epoch from expira_em - now()) / 86400 as days from anuncios where id = $1`,
        [ad],
      )
    ).rows[0]
    expect(row.status).toBe('ativo')
    expect(Number(row.days)).toBeCloseTo(60, 1)
    expect((await backend.anon().from('anuncios').select('id').eq('id', ad)).data).toHaveLength(1)
  })
})

describe("a seller's profile", () => {
  it('is kept on the phone with their active ads, and leaves it once the account is no longer public', async () => {
    const visitor = await phone(backend)
    await pullSeller(visitor.supabase, visitor.db, DEMO.maria.username)
    const profile = await visitor.db.perfis.where('username').equals(DEMO.maria.username).first()
    expect(profile).toMatchObject({ id: DEMO.maria.id, display_name: 'Maria Souza', uf: 'ES' })
    expect(Object.keys(profile!)).not.toEqual(expect.arrayContaining(['cpf']))
    const ads = await visitor.db.anuncios.where('user_id').equals(DEMO.maria.id).toArray()
    expect(ads.length).toBeGreaterThan(0)
    expect(ads.every((a) => a.status === 'ativo')).toBe(true)
    expect(await pullSeller(visitor.supabase, visitor.db, 'ninguem.aqui')).toEqual({ ok: true, count: 0 })
  })
})
