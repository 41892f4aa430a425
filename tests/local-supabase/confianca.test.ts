import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startScheduledJobs } from '../../local-supabase/db/scheduled-jobs.ts'
import { DEMO, forgetPublications, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// An ad's time (expiry and renewal), reports and the moderation's decisions, and a seller's
// reputation, as the database enforces them. Who may call what is in rls-matrix.test.ts.

let backend: TestBackend
let maria: SupabaseClient<Schema>
let joao: SupabaseClient<Schema>
let admin: SupabaseClient<Schema>

beforeAll(async () => {
  backend = await startTestBackend()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
})
afterAll(() => backend.stop())
beforeEach(() => forgetPublications(backend))

async function row(sql: string, params: unknown[] = []) {
  return (await backend.db.query<Record<string, unknown>>(sql, params)).rows[0]
}

async function adOfMaria(extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id, ...extra }))).error).toBeNull()
  return id
}

const daysFromNow = (iso: unknown) => (new Date(iso as string).getTime() - Date.now()) / 86_400_000

describe("an ad's 60 days", () => {
  it('a new ad gets 60 days from the server clock; a client can neither choose them nor start expired', async () => {
    const id = await adOfMaria()
    expect(daysFromNow((await row('select expira_em from anuncios where id = $1', [id])).expira_em)).toBeCloseTo(60, 1)
    const chosen = await maria.from('anuncios').insert(newAd({ expira_em: '2099-01-01T00:00:00Z' }))
    expect(chosen.error?.code).toBe('42501')
    const expired = await maria.from('anuncios').insert(newAd({ status: 'expirado' }))
    expect(expired.error?.message).toBe('Um anúncio novo começa ativo ou pausado.')
    const forged = await maria.from('anuncios').update({ expira_em: '2099-01-01T00:00:00Z' }).eq('id', id)
    expect(forged.error?.code).toBe('42501')
  })

  it('past its time an ad leaves the public search and reads at once; the job then marks it expirado', async () => {
    const id = await adOfMaria({ titulo: 'Jabuticaba do quintal' })
    const search = () => backend.anon().rpc('buscar_anuncios', { termo: 'jabuticaba' })
    expect((await search()).data).toHaveLength(1)
    await backend.db.query(`update anuncios set expira_em = now() - interval '1 second' where id = $1`, [id])
    expect((await search()).data).toEqual([])
    expect((await joao.from('anuncios').select('id').eq('id', id)).data).toEqual([])
    expect((await maria.from('anuncios').select('status').eq('id', id)).data).toEqual([{ status: 'ativo' }])
    const marked = await backend.service().rpc('expirar_anuncios')
    expect(marked.data).toBeGreaterThanOrEqual(1)
    expect((await maria.from('anuncios').select('status').eq('id', id)).data).toEqual([{ status: 'expirado' }])
  })

  it('the local server runs the job as pg_cron would: once at start, then on its schedule', async () => {
    const id = await adOfMaria()
    await backend.db.query(`update anuncios set expira_em = now() - interval '1 second' where id = $1`, [id])
    const failures: string[] = []
    const stop = startScheduledJobs(backend.db, (line) => failures.push(line))
    await stop() // waits for the run under way
    expect(failures).toEqual([])
    expect((await row('select status from anuncios where id = $1', [id])).status).toBe('expirado')
  })

  it('renewing gives 60 more days, active or expired, and the ad is public again', async () => {
    const id = await adOfMaria()
    await backend.db.query(`update anuncios set expira_em = now() + interval '3 days' where id = $1`, [id])
    const early = await maria.rpc('renovar_anuncio', { anuncio: id })
    expect(early.error).toBeNull()
    expect(daysFromNow(early.data)).toBeCloseTo(60, 1)
    await backend.db.query(`update anuncios set status = 'expirado', expira_em = now() - interval '5 days' where id = $1`, [id])
    expect((await maria.rpc('renovar_anuncio', { anuncio: id })).error).toBeNull()
    const renewed = await row('select status, expira_em from anuncios where id = $1', [id])
    expect(renewed.status).toBe('ativo')
    expect(daysFromNow(renewed.expira_em)).toBeCloseTo(60, 1)
    expect((await backend.anon().from('anuncios').select('id').eq('id', id)).data).toHaveLength(1)
  })

  it('a paused or sold ad is not renewed; activating a paused one after its time renews it', async () => {
    const id = await adOfMaria({ status: 'pausado' })
    const paused = await maria.rpc('renovar_anuncio', { anuncio: id })
    expect(paused.error?.message).toBe('Só anúncios ativos ou expirados podem ser renovados.')
    await backend.db.query(`update anuncios set expira_em = now() - interval '1 day' where id = $1`, [id])
    expect((await maria.from('anuncios').update({ status: 'ativo' }).eq('id', id)).error).toBeNull()
    expect(daysFromNow((await row('select expira_em from anuncios where id = $1', [id])).expira_em)).toBeCloseTo(60, 1)
  })

  it('nobody sets expirado or oculto by hand: the database and the moderation do', async () => {
    const id = await adOfMaria()
    const expired = await maria.from('anuncios').update({ status: 'expirado' }).eq('id', id)
    expect(expired.error?.message).toBe('Um anúncio expira sozinho, 60 dias depois de publicado ou renovado.')
    const hidden = await admin.from('anuncios').update({ status: 'oculto' }).eq('id', id)
    expect(hidden.error?.message).toBe('Um anúncio é ocultado pela moderação, a partir das denúncias.')
  })

  it('no new conversation or order on an ad past its time; an open conversation goes on', async () => {
    const id = await adOfMaria()
    const first = await joao
      .from('mensagens')
      .insert({ id: randomUUID(), anuncio_id: id, comprador_id: DEMO.joao.id, texto: 'Oi!' })
    expect(first.error).toBeNull()
    await backend.db.query(`update anuncios set expira_em = now() - interval '1 minute' where id = $1`, [id])
    const more = await joao
      .from('mensagens')
      .insert({ id: randomUUID(), anuncio_id: id, comprador_id: DEMO.joao.id, texto: 'Ainda tem?' })
    expect(more.error).toBeNull()
    const order = await joao
      .from('pedidos')
      .insert({ id: randomUUID(), anuncio_id: id, comprador_id: DEMO.joao.id, quantidade: '1', entrega: 'retirar' })
    expect(order.error?.message).toBe('Este anúncio não está mais disponível.')
    const stranger = await backend.newUser()
    const other = await stranger.client
      .from('mensagens')
      .insert({ id: randomUUID(), anuncio_id: id, comprador_id: stranger.id, texto: 'Oi' })
    expect(other.error?.message).toBe('Este anúncio não está mais disponível.')
  })
})

describe('reports and the moderation', () => {
  it('one open report per person per ad, stored once when sent again; thanks are the app’s job', async () => {
    const ad = await adOfMaria()
    const report = {
      id: randomUUID(),
      anuncio_id: ad,
      motivo: 'informacao_falsa' as const,
      detalhes: '  Foto de outro produto.  ',
    }
    expect((await joao.from('denuncias').insert(report)).error).toBeNull()
    const again = await joao.from('denuncias').upsert(report, { onConflict: 'id', ignoreDuplicates: true })
    expect(again.error).toBeNull()
    const second = await joao.from('denuncias').insert({ ...report, id: randomUUID() })
    expect(second.error?.message).toBe('Você já denunciou este anúncio. Nossa equipe está analisando.')
    const stored = await row(
      'select count(*)::int as n, min(detalhes) as detalhes, min(status) as status from denuncias where anuncio_id = $1',
      [ad],
    )
    expect(stored).toEqual({ n: 1, detalhes: 'Foto de outro produto.', status: 'aberta' })
  })

  it('refuses an unknown reason, a text over 1,000 characters and an ad no longer in public view', async () => {
    const ad = await adOfMaria()
    const reason = await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'nao_gostei' as never })
    expect(reason.error?.code).toBe('22P02')
    const long = await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'outro', detalhes: 'x'.repeat(1001) })
    expect(long.error?.code).toBe('23514')
    await maria.from('anuncios').update({ status: 'pausado' }).eq('id', ad)
    const paused = await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'golpe' })
    expect(paused.error?.message).toBe('Este anúncio não está mais disponível.')
  })

  it('hiding: the ad leaves public view with its reason for the owner, its reports close with who and when', async () => {
    const ad = await adOfMaria()
    const other = await backend.newUser()
    await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'golpe', detalhes: 'Pediu Pix adiantado.' })
    await other.client.from('denuncias').insert({ anuncio_id: ad, motivo: 'golpe' })
    const short = await admin.rpc('ocultar_anuncio', { anuncio: ad, motivo: ' ' })
    expect(short.error?.message).toBe('Escreva o motivo para quem anunciou (de 3 a 300 caracteres).')
    const hidden = await admin.rpc('ocultar_anuncio', { anuncio: ad, motivo: 'Golpe ou fraude: pagamento adiantado.' })
    expect(hidden.data).toBe(2)
    expect((await backend.anon().from('anuncios').select('id').eq('id', ad)).data).toEqual([])
    const seen = await maria.from('anuncios').select('status, ocultado_motivo, ocultado_por').eq('id', ad).single()
    expect(seen.data).toEqual({
      status: 'oculto',
      ocultado_motivo: 'Golpe ou fraude: pagamento adiantado.',
      ocultado_por: DEMO.admin.id,
    })
    const decisions = await backend.db.query<{ status: string; decidida_por: string; recent: boolean }>(
      `select status, decidida_por, decidida_em > now() - interval '1 minute' as recent from denuncias where anuncio_id = $1`,
      [ad],
    )
    expect(decisions.rows).toEqual([
      { status: 'procedente', decidida_por: DEMO.admin.id, recent: true },
      { status: 'procedente', decidida_por: DEMO.admin.id, recent: true },
    ])
  })

  it('the owner cannot put a hidden ad back nor renew it; an admin can', async () => {
    const ad = await adOfMaria()
    await admin.rpc('ocultar_anuncio', { anuncio: ad, motivo: 'Conteúdo ofensivo' })
    for (const status of ['ativo', 'pausado', 'vendido'] as const) {
      const r = await maria.from('anuncios').update({ status }).eq('id', ad)
      expect(r.error?.message).toBe('Este anúncio foi ocultado pela moderação e não pode ser reativado.')
    }
    const renew = await maria.rpc('renovar_anuncio', { anuncio: ad })
    expect(renew.error?.message).toBe('Este anúncio foi ocultado pela moderação e não pode ser renovado.')
    expect((await maria.from('anuncios').update({ titulo: 'Título corrigido' }).eq('id', ad)).error).toBeNull()
    expect((await admin.from('anuncios').update({ status: 'ativo' }).eq('id', ad)).error).toBeNull()
    expect((await backend.anon().from('anuncios').select('titulo').eq('id', ad)).data).toEqual([{ titulo: 'Título corrigido' }])
  })

  it('discarding closes the open reports and leaves the ad; the person may report it again later', async () => {
    const ad = await adOfMaria()
    await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'duplicado' })
    expect((await admin.rpc('descartar_denuncias', { anuncio: ad })).data).toBe(1)
    expect((await row('select status from anuncios where id = $1', [ad])).status).toBe('ativo')
    const mine = await joao.from('denuncias').select('status, decidida_por').eq('anuncio_id', ad)
    expect(mine.data).toEqual([{ status: 'descartada', decidida_por: DEMO.admin.id }])
    expect((await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'golpe' })).error).toBeNull()
  })

  it('20 reports an hour per person; the 21st is a 429 with a pt-BR reason', async () => {
    const reporter = await backend.newUser()
    const ads = await Promise.all(Array.from({ length: 20 }, () => adOfMaria()))
    await forgetPublications(backend)
    ads.push(await adOfMaria())
    for (const ad of ads.slice(0, 20)) {
      expect((await reporter.client.from('denuncias').insert({ anuncio_id: ad, motivo: 'outro' })).error).toBeNull()
    }
    const over = await reporter.client.from('denuncias').insert({ anuncio_id: ads[20], motivo: 'outro' })
    expect(over.status).toBe(429)
    expect(over.error?.message).toBe('Você enviou muitas denúncias em pouco tempo. Aguarde uma hora.')
  })
})

describe("a seller's reputation", () => {
  it('is the ratings of all their ads on the public profile, kept as ratings come and ads go', async () => {
    const profile = async () =>
      (
        await backend
          .anon()
          .from('usuarios_publicos')
          .select('avaliacao_media, avaliacoes_quantidade')
          .eq('id', DEMO.maria.id)
          .single()
      ).data!
    const expected = await row(
      `select sum(avaliacoes_quantidade)::int as n, round(sum(avaliacoes_soma)::numeric / sum(avaliacoes_quantidade), 1)::float8 as media
       from anuncios where user_id = $1`,
      [DEMO.maria.id],
    )
    expect(await profile()).toEqual({ avaliacao_media: expected.media, avaliacoes_quantidade: expected.n })
    const ad = await adOfMaria()
    await joao.from('comentarios').insert({ anuncio_id: ad, rating: 1, comentario: 'Não chegou.' })
    expect((await profile()).avaliacoes_quantidade).toBe((expected.n as number) + 1)
    await maria.from('anuncios').delete().eq('id', ad)
    expect((await profile()).avaliacoes_quantidade).toBe(expected.n)
  })

  it('comes back whole when a deactivated seller is reactivated', async () => {
    const seller = await backend.newUser()
    const ad = randomUUID()
    expect((await seller.client.from('anuncios').insert(newAd({ id: ad }))).error).toBeNull()
    await joao.from('comentarios').insert({ anuncio_id: ad, rating: 4, comentario: 'Bom.' })
    const reputation = async () =>
      (await backend.anon().from('usuarios_publicos').select('avaliacao_media, avaliacoes_quantidade').eq('id', seller.id)).data
    expect(await reputation()).toEqual([{ avaliacao_media: 4, avaliacoes_quantidade: 1 }])
    await backend.db.query(`update usuarios set status = 'inativo' where id = $1`, [seller.id])
    expect(await reputation()).toEqual([])
    await backend.db.query(`update usuarios set status = 'ativo' where id = $1`, [seller.id])
    expect(await reputation()).toEqual([{ avaliacao_media: 4, avaliacoes_quantidade: 1 }])
  })
})
