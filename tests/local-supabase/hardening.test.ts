import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO, forgetPublications, http, newAd, newTrip, startTestBackend, type TestBackend } from './helpers.ts'

// What an attacker tried against trust, messages and trips: undoing a moderation decision by
// deleting and re-inserting an id, racing past the per-person limits with a burst of requests at
// once (real concurrency on PostgreSQL — `npm run test:postgres` runs this file there too), and
// texts made only of whitespace. The same assertions hold on PGlite, one request at a time.

type Client = SupabaseClient<Schema>

let backend: TestBackend
let maria: Client
let joao: Client
let admin: Client

beforeAll(async () => {
  process.env.LOGIN_ATRASO_BASE_MS = '1'
  backend = await startTestBackend()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
})
afterAll(() => backend.stop())
beforeEach(() => forgetPublications(backend))

async function adOf(owner: Client, extra: Record<string, unknown> = {}): Promise<string> {
  const ad = newAd(extra)
  const { error } = await owner.from('anuncios').insert(ad)
  expect(error).toBeNull()
  return ad.id
}

const RESURRECTION_REFUSED = 'Este anúncio foi retirado pela moderação e não pode ser publicado de novo.'

describe('a moderation decision sticks', () => {
  it('an owner who deletes a hidden ad cannot publish its id again; the record and the reports stay for admins', async () => {
    const id = await adOf(maria, { titulo: 'Remédio milagroso da roça' })
    expect((await joao.from('denuncias').insert({ anuncio_id: id, motivo: 'golpe', detalhes: 'Promete cura.' })).error).toBeNull()
    expect((await admin.rpc('ocultar_anuncio', { anuncio: id, motivo: 'Produto proibido no Campo Solidário.' })).error).toBeNull()

    const deleted = await maria.from('anuncios').delete().eq('id', id).select('id')
    expect(deleted.data).toEqual([{ id }]) // LGPD: the owner may still delete their ad
    const again = await maria.from('anuncios').insert(newAd({ id, titulo: 'Remédio milagroso da roça' }))
    expect(again.error?.code).toBe('23514')
    expect(again.error?.message).toBe(RESURRECTION_REFUSED)
    // Nobody else may take the id either (it is in every shared link).
    const other = await joao.from('anuncios').insert(newAd({ id }))
    expect(other.error?.message).toBe(RESURRECTION_REFUSED)
    expect((await backend.anon().from('anuncios').select('id').eq('id', id)).data).toEqual([])

    const { data: record } = await admin.from('moderacoes').select('*').eq('alvo_id', id).single()
    expect(record).toMatchObject({
      alvo: 'anuncio',
      decisao: 'ocultado',
      dono_id: DEMO.maria.id,
      titulo: 'Remédio milagroso da roça',
      motivo: 'Produto proibido no Campo Solidário.',
      decidida_por: DEMO.admin.id,
      revertida_em: null,
    })
    expect(record!.alvo_excluido_em).toEqual(expect.any(String))
    expect(record!.denuncias).toEqual([
      expect.objectContaining({ user_id: DEMO.joao.id, motivo: 'golpe', detalhes: 'Promete cura.', status: 'procedente' }),
    ])
    // The record is the admins' alone.
    expect((await maria.from('moderacoes').select('alvo_id').eq('alvo_id', id)).data).toEqual([])
    expect((await joao.from('moderacoes').select('alvo_id')).data).toEqual([])
    expect((await backend.anon().from('moderacoes').select('alvo_id')).error?.code).toBe('42501')
  })

  it('an ad or a comment an admin deletes cannot come back with the same id, with the moderation’s reason; what its author deletes neither', async () => {
    const ad = await adOf(maria)
    expect((await admin.from('anuncios').delete().eq('id', ad)).error).toBeNull()
    expect((await maria.from('anuncios').insert(newAd({ id: ad }))).error?.message).toBe(RESURRECTION_REFUSED)
    expect((await admin.from('moderacoes').select('decisao').eq('alvo_id', ad)).data).toEqual([{ decisao: 'excluido' }])

    const target = await adOf(maria)
    const comment = { id: randomUUID(), anuncio_id: target, rating: 1, comentario: 'Ofensa que a moderação apagou' }
    expect((await joao.from('comentarios').insert(comment)).error).toBeNull()
    expect((await admin.from('comentarios').delete().eq('id', comment.id)).error).toBeNull()
    const back = await joao.from('comentarios').insert(comment)
    expect(back.error?.message).toBe('Este comentário foi removido pela moderação.')

    // Deleted stays deleted (issue 75): a resend after a lost answer never brings it back.
    const own = { id: randomUUID(), anuncio_id: target, rating: 4, comentario: 'Bom, mas chegou tarde' }
    expect((await joao.from('comentarios').insert(own)).error).toBeNull()
    expect((await joao.from('comentarios').delete().eq('id', own.id)).error).toBeNull()
    expect((await joao.from('comentarios').insert(own)).error?.message).toBe(
      'Este comentário foi excluído e não pode ser enviado de novo.',
    )

    const mine = await adOf(maria)
    expect((await maria.from('anuncios').delete().eq('id', mine)).error).toBeNull()
    expect((await maria.from('anuncios').insert(newAd({ id: mine }))).error?.message).toBe(
      'Este anúncio foi excluído e não pode ser publicado de novo.',
    )
  })

  it("an admin's reactivation lifts the decision; a resend of a hidden ad that still exists is skipped as before", async () => {
    const id = await adOf(maria)
    expect((await admin.rpc('ocultar_anuncio', { anuncio: id, motivo: 'Foto enganosa.' })).error).toBeNull()
    // The outbox resends a creation whose answer was lost: ON CONFLICT skips it, no refusal.
    const resend = await maria.from('anuncios').upsert(newAd({ id }), { onConflict: 'id', ignoreDuplicates: true })
    expect(resend.error).toBeNull()
    expect((await admin.from('anuncios').update({ status: 'ativo' }).eq('id', id)).error).toBeNull()
    const { data } = await admin.from('moderacoes').select('revertida_por, revertida_em').eq('alvo_id', id).single()
    expect(data).toEqual({ revertida_por: DEMO.admin.id, revertida_em: expect.any(String) })
    expect((await maria.from('anuncios').delete().eq('id', id)).error).toBeNull()
    // Lifted, the moderation no longer speaks; the deletion by its author does.
    expect((await maria.from('anuncios').insert(newAd({ id }))).error?.message).toBe(
      'Este anúncio foi excluído e não pode ser publicado de novo.',
    )
  })
})

describe('per-person limits hold against a burst sent at once', () => {
  it('40 messages at once from one sender: exactly 30 stored, the rest 429', async () => {
    const sender = await backend.newUser()
    const ad = await adOf(maria)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sender.client.from('mensagens').insert({ id: randomUUID(), anuncio_id: ad, comprador_id: sender.id, texto: `Oi ${i}` }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10)
    const stored = await backend.db.query<{ n: number }>('select count(*)::int as n from mensagens where remetente_id = $1', [
      sender.id,
    ])
    expect(stored.rows[0].n).toBe(30)
  })

  it('with 19 reports this hour, 10 more at once: exactly one stored, the rest 429', async () => {
    const reporter = await backend.newUser()
    const ads = Array.from({ length: 29 }, () => newAd())
    // More than a day's publishing: 20, then the rest with the count forgotten.
    expect((await maria.from('anuncios').insert(ads.slice(0, 20))).error).toBeNull()
    await forgetPublications(backend)
    expect((await maria.from('anuncios').insert(ads.slice(20))).error).toBeNull()
    const report = (anuncio_id: string) => ({ id: randomUUID(), anuncio_id, motivo: 'duplicado' as const })
    expect((await reporter.client.from('denuncias').insert(ads.slice(0, 19).map((a) => report(a.id)))).error).toBeNull()
    const answers = await Promise.all(ads.slice(19).map((a) => reporter.client.from('denuncias').insert(report(a.id))))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9)
  })

  it.each([
    ['newsletter_inscricoes', () => ({ email: `p.${randomUUID().slice(0, 8)}@campo-solidario.test` })],
    ['mensagens_contato', () => ({ nome: 'Ana Lima', email: 'ana@campo-solidario.test', mensagem: 'Quero saber do frete' })],
  ] as const)('8 %s at once from one address: exactly 5 stored', async (table, row) => {
    await backend.db.query('delete from public.limites_de_envio')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        http(backend, `/rest/v1/${table}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}` },
          body: JSON.stringify(row()),
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3)
  })

  it('login: with 49 failures from an address, 12 wrong passwords at once — one answered, 11 refused', async () => {
    await backend.db.query(`delete from tentativas_login`)
    await backend.db.query(`insert into tentativas_login (chave) select 'endereco:127.0.0.1' from generate_series(1, 49)`)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        http(backend, '/functions/v1/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}` },
          body: JSON.stringify({ identificador: `ninguem.${i}`, senha: 'errada' }),
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([401, ...Array(11).fill(429)])
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from tentativas_login where chave = 'endereco:127.0.0.1'`,
    )
    expect(rows[0].n).toBe(50)
    await backend.db.query(`delete from tentativas_login`)
  })
})

describe('texts made only of whitespace are refused by the database', () => {
  const BLANK = ' \n\t\u00a0\u3000\u200b '

  it('a message, a comment, a title, a city and a contact message', async () => {
    const ad = await adOf(maria)
    await backend.db.query('delete from public.limites_de_envio')
    const refusals = [
      await joao.from('mensagens').insert({ id: randomUUID(), anuncio_id: ad, comprador_id: DEMO.joao.id, texto: BLANK }),
      await joao.from('comentarios').insert({ id: randomUUID(), anuncio_id: ad, rating: 5, comentario: BLANK }),
      await maria.from('anuncios').insert(newAd({ titulo: `${BLANK}ab${BLANK}` })),
      await maria.from('anuncios').insert(newAd({ cidade: `\t${BLANK}x` })),
      await maria.from('anuncios').update({ titulo: BLANK }).eq('id', ad),
      await backend.anon().from('mensagens_contato').insert({ nome: BLANK, email: 'a@b.test', mensagem: 'Mensagem longa' }),
    ]
    for (const r of refusals) expect(r.error?.code, JSON.stringify(r.error)).toBe('23514')
    const unread = await backend.db.query('select 1 from mensagens where anuncio_id = $1', [ad])
    expect(unread.rows).toEqual([])
  })

  it('orders, trips and reservations: required texts refused, optional ones stored as nothing', async () => {
    const ad = await adOf(maria)
    const blankQuantity = await joao
      .from('pedidos')
      .insert({ id: randomUUID(), anuncio_id: ad, quantidade: BLANK, entrega: 'retirar' })
    expect(blankQuantity.error?.code).toBe('23514')
    const order = { id: randomUUID(), anuncio_id: ad, quantidade: '2 kg', entrega: 'retirar' as const, observacao: BLANK }
    expect((await joao.from('pedidos').insert(order)).error).toBeNull()
    const { rows } = await backend.db.query<{ observacao: string | null; texto: string }>(
      'select p.observacao, m.texto from pedidos p join mensagens m on m.pedido_id = p.id where p.id = $1',
      [order.id],
    )
    expect(rows).toEqual([{ observacao: null, texto: 'Pedido: 2 kg (retirar no local)' }])

    expect((await maria.from('viagens').insert(newTrip({ veiculo: BLANK }))).error?.code).toBe('23514')
    const trip = newTrip({
      observacoes: BLANK,
      paradas: [
        { cidade: `${BLANK}Serra`, uf: 'ES', local: BLANK },
        { cidade: 'Vitória', uf: 'ES' },
      ],
    })
    expect((await maria.from('viagens').insert(trip)).error).toBeNull()
    const stored = await backend.db.query('select paradas, observacoes from viagens where id = $1', [trip.id])
    expect(stored.rows[0]).toMatchObject({
      observacoes: null,
      paradas: [
        { cidade: 'Serra', uf: 'ES' },
        { cidade: 'Vitória', uf: 'ES' },
      ],
    })
    const reservation = {
      id: randomUUID(),
      viagem_id: trip.id,
      kg: 10,
      parada_inicio: 0,
      parada_fim: 1,
      carga: BLANK,
      contato: '27998761234',
    }
    expect((await joao.from('reservas').insert(reservation)).error?.code).toBe('23514')

    const report = { id: randomUUID(), anuncio_id: ad, motivo: 'outro' as const, detalhes: BLANK }
    expect((await joao.from('denuncias').insert(report)).error).toBeNull()
    expect((await backend.db.query('select detalhes from denuncias where id = $1', [report.id])).rows).toEqual([
      { detalhes: null },
    ])
  })
})
