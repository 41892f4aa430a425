import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database as Schema } from '../../src/lib/database.types'
import { UNITS } from '../../src/lib/rules/unit-input'
import { formatQuantity } from '../../src/lib/rules/units'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Vender comida (issue 77), against the database: an ad's unit and stock; an order in that unit,
// within what is available; the stock taken when the seller accepts — two acceptances at once
// never sell what is not there — and given back when an accepted order is cancelled; per actor.

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client // sells
let joao: Client // buys
let admin: Client
let other: { client: Client; id: string } // buys too
beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
})
afterAll(() => backend.stop())

async function tomatoes(quantidade_disponivel: number | null, unidade: Schema['public']['Enums']['unidade_de_venda'] = 'kg') {
  const id = randomUUID()
  const ad = newAd({ id, titulo: 'Tomate', preco: 6, unidade, quantidade_disponivel })
  expect((await maria.from('anuncios').insert(ad)).error).toBeNull()
  return id
}

async function order(buyer: Client, anuncio_id: string, quantidade_pedida: number) {
  const id = randomUUID()
  // The phone writes the text too (shown at once); the database writes its own from the number.
  const answer = await buyer.from('pedidos').insert({ id, anuncio_id, quantidade_pedida, quantidade: '?', entrega: 'retirar' })
  return { id, error: answer.error }
}

const stockOf = async (id: string) =>
  Number((await backend.db.query<{ q: string }>('select quantidade_disponivel as q from anuncios where id = $1', [id])).rows[0].q)

const accept = (id: string) => maria.from('pedidos').update({ status: 'aceito' }).eq('id', id).select('status, valor')

function expectReason(error: { code?: string; message?: string; hint?: string | null } | null, reason: string) {
  expect(error?.code, JSON.stringify(error)).toBe('23514')
  expect(error?.message).toBe(reason)
  expect(error?.hint).toBeTruthy()
}

describe('an ad in units, with its stock', () => {
  it('an order of 4 kg reads "4 kg", is valued 4 × R$ 6,00 at acceptance, and takes 4 kg from the 10', async () => {
    const ad = await tomatoes(10)
    const placed = await order(joao, ad, 4)
    expect(placed.error).toBeNull()
    const row = (await joao.from('pedidos').select('quantidade, quantidade_pedida, unidade').eq('id', placed.id).single()).data
    expect(row).toEqual({ quantidade: '4 kg', quantidade_pedida: 4, unidade: 'kg' })
    expect((await accept(placed.id)).data).toEqual([{ status: 'aceito', valor: 24 }])
    expect(await stockOf(ad)).toBe(6)
  })

  it('with 6 kg left, orders of 5 and 4 kg: the second acceptance is refused with what remains; a cancel gives back', async () => {
    const ad = await tomatoes(6)
    const five = await order(joao, ad, 5)
    const four = await order(other.client, ad, 4)
    expect([five.error, four.error]).toEqual([null, null])
    expect((await accept(five.id)).error).toBeNull()
    const refused = await accept(four.id)
    expectReason(refused.error, 'Não há quantidade disponível para este pedido (restam 1 kg).')
    expect(await stockOf(ad)).toBe(1)

    expect((await maria.from('pedidos').update({ status: 'cancelado' }).eq('id', five.id)).error).toBeNull()
    expect(await stockOf(ad)).toBe(6)
    expect((await accept(four.id)).error).toBeNull()
    expect(await stockOf(ad)).toBe(2)
    // Delivered, nothing comes back.
    expect((await maria.from('pedidos').update({ status: 'entregue' }).eq('id', four.id)).error).toBeNull()
    expect(await stockOf(ad)).toBe(2)
  })

  it('two acceptances at once of 5 and 4 kg out of 6: one wins, the other is told what remains', async () => {
    const ad = await tomatoes(6)
    const five = await order(joao, ad, 5)
    const four = await order(other.client, ad, 4)
    const answers = await Promise.all([accept(five.id), accept(four.id)])
    const won = answers.filter((a) => a.error === null)
    expect(won).toHaveLength(1)
    const lost = answers.find((a) => a.error !== null)!
    expect(lost.error?.message).toMatch(/^Não há quantidade disponível para este pedido \(restam (1|2) kg\)\.$/)
    expect(await stockOf(ad)).toBe(won[0].data![0].valor === 30 ? 1 : 2)
  })

  it('decimals for weight and volume only; an order past what is available is refused when made', async () => {
    const kg = await tomatoes(3.5)
    expect((await order(joao, kg, 2.5)).error).toBeNull()
    expectReason((await order(joao, kg, 4)).error, 'Não há quantidade disponível para este pedido (restam 3,5 kg).')
    const bunches = await tomatoes(12, 'maco')
    expectReason((await order(joao, bunches, 1.5)).error, 'Peça uma quantidade inteira.')
    const placed = await order(joao, bunches, 3)
    expect((await joao.from('pedidos').select('quantidade').eq('id', placed.id).single()).data?.quantidade).toBe('3 maços')
    const half = await maria.from('anuncios').insert(newAd({ titulo: 'Couve', unidade: 'maco', quantidade_disponivel: 2.5 }))
    expect(half.error?.code).toBe('23514')
  })

  it('at 0 it takes no order; restocked, it does again', async () => {
    const ad = await tomatoes(0)
    expectReason((await order(joao, ad, 1)).error, 'Este anúncio está esgotado.')
    const freeText = await joao.from('pedidos').insert({ anuncio_id: ad, quantidade: '2 caixas', entrega: 'retirar' })
    expectReason(freeText.error, 'Este anúncio está esgotado.')
    expect((await maria.from('anuncios').update({ quantidade_disponivel: 3 }).eq('id', ad).select('id')).data).toHaveLength(1)
    expect((await order(joao, ad, 1)).error).toBeNull()
  })

  it('an ad without a count takes any amount, and an older app’s free-text order still goes', async () => {
    const ad = await tomatoes(null)
    const placed = await order(joao, ad, 500)
    expect(placed.error).toBeNull()
    expect((await accept(placed.id)).error).toBeNull()
    const freeText = randomUUID()
    expect(
      (await joao.from('pedidos').insert({ id: freeText, anuncio_id: ad, quantidade: '3 potes', entrega: 'retirar' })).error,
    ).toBeNull()
    expect((await accept(freeText)).data).toEqual([{ status: 'aceito', valor: 18 }])
  })
})

describe('who changes the stock', () => {
  it('only the seller: not a buyer, another person, a visitor or an inactive seller', async () => {
    const ad = await tomatoes(10)
    for (const as of [joao, other.client]) {
      expect((await as.from('anuncios').update({ quantidade_disponivel: 999 }).eq('id', ad).select('id')).data).toEqual([])
    }
    expect((await visitor.from('anuncios').update({ quantidade_disponivel: 999 }).eq('id', ad)).error?.code).toBe('42501')
    expect(await stockOf(ad)).toBe(10)
    const seller = await backend.newUser()
    const own = randomUUID()
    expect(
      (await seller.client.from('anuncios').insert(newAd({ id: own, unidade: 'kg', quantidade_disponivel: 5 }))).error,
    ).toBeNull()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [seller.id])
    expect(
      (await seller.client.from('anuncios').update({ quantidade_disponivel: 50 }).eq('id', own).select('id')).data ?? [],
    ).toEqual([])
    expect(await stockOf(own)).toBe(5)
    // An admin moderates; the stock is the seller's.
    expect((await admin.from('anuncios').select('id').eq('id', ad)).data).toHaveLength(1)
  })

  it('no one writes what an order took or its unit through the API', async () => {
    const ad = await tomatoes(10)
    const placed = await order(joao, ad, 2)
    expect((await accept(placed.id)).error).toBeNull()
    for (const as of [joao, maria]) {
      const answer = await as
        .from('pedidos')
        .update({ estoque_tomado: 0 } as never)
        .eq('id', placed.id)
      expect(answer.error?.code).toBe('42501')
    }
    const forged = await joao
      .from('pedidos')
      .insert({ anuncio_id: ad, quantidade_pedida: 1, quantidade: '1 kg', entrega: 'retirar', estoque_tomado: 5 } as never)
    expect(forged.error?.code).toBe('42501')
    expect(await stockOf(ad)).toBe(8)
  })
})

describe('alerts', () => {
  const queued = async (id: string) =>
    (await backend.db.query('select 1 from interno.fila_alertas where anuncio_id = $1', [id])).rows.length
  it('an ad at 0 is announced to none; restocked, it is queued', async () => {
    const ad = await tomatoes(0)
    expect(await queued(ad)).toBe(0)
    await maria.from('anuncios').update({ quantidade_disponivel: 4 }).eq('id', ad)
    expect(await queued(ad)).toBe(1)
    await maria.from('anuncios').update({ quantidade_disponivel: 0 }).eq('id', ad)
    expect(await queued(ad)).toBe(0)
  })
})

describe('one way of saying an amount', () => {
  it('the database writes an order’s quantity as the phone does, for every unit', async () => {
    for (const unit of UNITS) {
      for (const q of [1, 2, 2.5, 0.125, 1000, 12]) {
        const { rows } = await backend.db.query<{ text: string }>(
          'select interno.quantidade_com_unidade($1::numeric, $2::public.unidade_de_venda) as text',
          [q, unit],
        )
        expect(rows[0].text, `${q} ${unit}`).toBe(formatQuantity(q, unit))
      }
    }
  })
})
