import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema, TablesInsert } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Messages and orders between a buyer and a seller, enforced by Postgres per actor — visitor,
// buyer, seller, another user, admin, inactive — with the order's transitions, its lines in the
// conversation, read receipts by the recipient only, and the send rate limit.

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client // sells
let joao: Client // buys
let admin: Client
let other: { client: Client; id: string }
let inactive: { client: Client; id: string }
let adOfMaria: string

beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
  inactive = await backend.newUser()
  await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
  adOfMaria = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id: adOfMaria, titulo: 'Mel de aroeira' }))).error).toBeNull()
})
afterAll(() => backend.stop())

const message = (texto: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  anuncio_id: adOfMaria,
  comprador_id: DEMO.joao.id,
  texto,
  ...extra,
})

const order = (extra: Partial<TablesInsert<'pedidos'>> = {}) => ({
  id: randomUUID(),
  anuncio_id: adOfMaria,
  quantidade: '3 potes',
  entrega: 'retirar' as const,
  ...extra,
})

function expectReason(r: { error: { code?: string; message?: string; hint?: string | null } | null }, reason: string) {
  expect(r.error?.code, JSON.stringify(r.error)).toBe('23514')
  expect(r.error?.message).toContain(reason)
  expect(r.error?.hint).toBeTruthy()
}

async function conversation(as: Client, comprador = DEMO.joao.id) {
  const { data } = await as
    .from('mensagens')
    .select('texto, remetente_id, pedido_id')
    .eq('anuncio_id', adOfMaria)
    .eq('comprador_id', comprador)
    .order('created_at')
  return data ?? []
}

describe('messages', () => {
  it('the buyer starts, the seller answers; only the two of them read it', async () => {
    expect((await joao.from('mensagens').insert(message('O mel ainda está disponível?'))).error).toBeNull()
    expect((await maria.from('mensagens').insert(message('Sim! Tenho 10 potes.'))).error).toBeNull()
    expect((await conversation(joao)).map((m) => m.texto)).toEqual(['O mel ainda está disponível?', 'Sim! Tenho 10 potes.'])
    expect(await conversation(maria)).toHaveLength(2)
    expect(await conversation(other.client)).toEqual([])
    expect(await conversation(admin)).toEqual([])
    expect((await visitor.from('mensagens').select('id')).error?.code).toBe('42501')
  })

  it('nobody writes in a conversation that is not theirs, or in someone else\u2019s name', async () => {
    expectReason(await other.client.from('mensagens').insert(message('Intrometido')), 'Você não participa desta conversa.')
    expect((await joao.from('mensagens').insert(message('Falso', { remetente_id: DEMO.maria.id }))).error?.code).toBe('42501')
    expect((await visitor.from('mensagens').insert(message('Visitante'))).error?.code).toBe('42501')
    expect((await inactive.client.from('mensagens').insert(message('Inativo', { comprador_id: inactive.id }))).error?.code).toBe(
      '42501',
    )
  })

  it('a seller cannot start a conversation, and nobody messages themselves', async () => {
    expectReason(await maria.from('mensagens').insert(message('Oi', { comprador_id: other.id })), 'Só quem tem interesse')
    expectReason(await maria.from('mensagens').insert(message('Eu mesma', { comprador_id: DEMO.maria.id })), 'para si mesmo')
  })

  it('text of 1 to 2,000 characters, stored as typed (never rendered as HTML)', async () => {
    expect((await joao.from('mensagens').insert(message('   '))).error?.code).toBe('23514')
    expect((await joao.from('mensagens').insert(message('x'.repeat(2001)))).error?.code).toBe('23514')
    const html = '<img src=x onerror=alert(1)>'
    expect((await joao.from('mensagens').insert(message(html))).error).toBeNull()
    expect((await conversation(maria)).map((m) => m.texto)).toContain(html)
  })

  it('a message sent twice (answer lost) is stored once', async () => {
    const again = message('Pode separar 2 potes?')
    for (let i = 0; i < 2; i++) {
      expect((await joao.from('mensagens').upsert(again, { onConflict: 'id', ignoreDuplicates: true })).error).toBeNull()
    }
    expect((await conversation(maria)).filter((m) => m.texto === again.texto)).toHaveLength(1)
  })

  it('only the recipient marks messages as read', async () => {
    const sent = message('Chego às 10h.')
    await joao.from('mensagens').insert(sent)
    const read = async () => (await maria.from('mensagens').select('lida_em').eq('id', sent.id).single()).data?.lida_em
    expect((await joao.rpc('marcar_conversa_lida', { anuncio: adOfMaria, comprador: DEMO.joao.id })).error).toBeNull()
    expect(await read()).toBeNull()
    expect((await other.client.rpc('marcar_conversa_lida', { anuncio: adOfMaria, comprador: DEMO.joao.id })).data).toBe(0)
    expect(await read()).toBeNull()
    expect((await maria.rpc('marcar_conversa_lida', { anuncio: adOfMaria, comprador: DEMO.joao.id })).data).toBeGreaterThan(0)
    expect(await read()).toEqual(expect.any(String))
    expect((await maria.from('mensagens').update({ lida_em: null }).eq('id', sent.id)).error?.code).toBe('42501')
  })

  it('more than 30 messages a minute: 429 with a pt-BR reason', async () => {
    const spammer = await backend.newUser()
    const texts = Array.from({ length: 30 }, (_, i) => ({ ...message(`Olá ${i}`), comprador_id: spammer.id }))
    expect((await spammer.client.from('mensagens').insert(texts)).error).toBeNull()
    const over = await spammer.client.from('mensagens').insert({ ...message('Mais uma'), comprador_id: spammer.id })
    expect(over.status).toBe(429)
    expect(over.error?.message).toBe('Você enviou muitas mensagens em pouco tempo. Aguarde um minuto.')
  })

  it("an order's lines count toward the same limit: orders past it answer 429 and leave nothing", async () => {
    const spammer = await backend.newUser()
    // Each order writes its line into the conversation: 30 of them reach the limit.
    for (let i = 0; i < 30; i++) expect((await spammer.client.from('pedidos').insert(order())).error).toBeNull()
    const over = order()
    const refused = await spammer.client.from('pedidos').insert(over)
    expect(refused.status).toBe(429)
    expect(refused.error?.message).toBe('Você enviou muitas mensagens em pouco tempo. Aguarde um minuto.')
    expect((await spammer.client.from('pedidos').select('id').eq('id', over.id)).data).toEqual([])
    // And a plain message after them too.
    const message31 = await spammer.client.from('mensagens').insert({ ...message('Oi'), comprador_id: spammer.id })
    expect(message31.status).toBe(429)
  })
})

describe('orders', () => {
  it('an order goes to the seller and says so in the conversation; only buyer and seller see it', async () => {
    const o = order({ observacao: 'Sem pressa' })
    expect((await joao.from('pedidos').insert(o)).error).toBeNull()
    const seen = async (as: Client) => (await as.from('pedidos').select('vendedor_id, status').eq('id', o.id)).data
    expect(await seen(maria)).toEqual([{ vendedor_id: DEMO.maria.id, status: 'pendente' }])
    expect(await seen(joao)).toHaveLength(1)
    expect(await seen(other.client)).toEqual([])
    expect(await seen(admin)).toEqual([])
    expect((await visitor.from('pedidos').select('id')).error?.code).toBe('42501')
    expect((await conversation(maria)).at(-1)).toMatchObject({
      texto: 'Pedido: 3 potes (retirar no local) — Sem pressa',
      pedido_id: o.id,
    })
  })

  it('no order on one\u2019s own ad, on an ad that is not active, as a visitor or inactive', async () => {
    expectReason(await maria.from('pedidos').insert(order()), 'seu próprio anúncio')
    const paused = 'a0000000-0000-4000-8000-000000000037' // Maria's, pausado
    expectReason(await joao.from('pedidos').insert(order({ anuncio_id: paused })), 'não está mais disponível')
    expect((await visitor.from('pedidos').insert(order())).error?.code).toBe('42501')
    expect((await inactive.client.from('pedidos').insert(order())).error?.code).toBe('42501')
  })

  it('pendente → aceito → entregue by the seller, each a line in the conversation', async () => {
    const o = order()
    await joao.from('pedidos').insert(o)
    expectReason(await joao.from('pedidos').update({ status: 'aceito' }).eq('id', o.id), 'Só quem vende')
    expectReason(await maria.from('pedidos').update({ status: 'entregue' }).eq('id', o.id), 'precisa ser aceito')
    for (const status of ['aceito', 'entregue'] as const) {
      const r = await maria
        .from('pedidos')
        .update({ status, ...(status === 'aceito' && { valor: 45 }) })
        .eq('id', o.id)
        .select('status')
      expect(r.data).toEqual([{ status }])
    }
    const lines = (await conversation(joao)).filter((m) => m.pedido_id === o.id).map((m) => m.texto)
    expect(lines).toEqual(['Pedido: 3 potes (retirar no local)', 'Pedido aceito.', 'Pedido entregue.'])
    expectReason(await maria.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id), 'já foi entregue')
  })

  it('the buyer cancels while it waits; the seller then learns it was cancelled by the buyer', async () => {
    const o = order()
    await joao.from('pedidos').insert(o)
    expect((await joao.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id).select('id')).data).toHaveLength(1)
    // Sent again after a lost answer: done once.
    expect((await joao.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id).select('id')).error).toBeNull()
    expectReason(
      await maria.from('pedidos').update({ status: 'aceito' }).eq('id', o.id),
      'O pedido já foi cancelado pelo comprador.',
    )
    const lines = (await conversation(maria)).filter((m) => m.pedido_id === o.id).map((m) => m.texto)
    expect(lines).toEqual(['Pedido: 3 potes (retirar no local)', 'Pedido cancelado pelo comprador.'])
  })

  it('once accepted, the buyer cannot cancel (the seller can, before delivery); nobody else changes it', async () => {
    const o = order()
    await joao.from('pedidos').insert(o)
    await maria.from('pedidos').update({ status: 'aceito', valor: 45 }).eq('id', o.id)
    expectReason(await joao.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id), 'combine o cancelamento')
    expect((await other.client.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id).select('id')).data).toEqual([])
    expect((await admin.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id).select('id')).data).toEqual([])
    expect((await maria.from('pedidos').update({ status: 'cancelado' }).eq('id', o.id).select('id')).data).toHaveLength(1)
    expect((await conversation(joao)).at(-1)?.texto).toBe('Pedido cancelado pelo vendedor.')
  })

  it('an order cannot change what was asked after it is made', async () => {
    const o = order()
    await joao.from('pedidos').insert(o)
    expect((await joao.from('pedidos').update({ quantidade: '100 potes' }).eq('id', o.id)).error?.code).toBe('42501')
  })

  it('frete solidário: only with an open trip', async () => {
    const cancelled = randomUUID()
    expect(
      (await joao.from('pedidos').insert(order({ entrega: 'retirar', viagem_id: 'b0000000-0000-4000-8000-000000000001' }))).error
        ?.code,
    ).toBe('23514')
    expect(
      (
        await joao
          .from('pedidos')
          .insert(order({ entrega: 'frete_solidario', viagem_id: 'b0000000-0000-4000-8000-000000000001' }))
      ).error,
    ).toBeNull()
    expect((await joao.from('pedidos').insert(order({ entrega: 'frete_solidario', viagem_id: cancelled }))).error?.code).toBe(
      '23514',
    )
  })
})
