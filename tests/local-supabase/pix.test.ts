import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, newAd, newCpf, startTestBackend, type TestBackend } from './helpers.ts'

// Pagar com Pix, per actor against the database: the key is read by its owner only (and reaches a
// buyer only as the copy an accepted order keeps); the value is stated at acceptance; only the
// buyer says "Já paguei", only the seller confirms, each from the right state.

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client // sells
let joao: Client // buys
let admin: Client
let other: { client: Client; id: string }
let semChave: { client: Client; id: string } // sells, no key yet
let adWithPrice: string
let adWithoutPrice: string
const cpfDaMaria = newCpf()

beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
  semChave = await backend.newUser()
  adWithPrice = randomUUID()
  adWithoutPrice = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id: adWithPrice, titulo: 'Mel de aroeira', preco: 15 }))).error).toBeNull()
  expect((await maria.from('anuncios').insert(newAd({ id: adWithoutPrice, titulo: 'Queijo minas' }))).error).toBeNull()
  await backend.db.query(
    `update public.usuarios set nome_proprio = 'Maria Conceição Souza', cidade = 'São José do Calçado' where id = $1`,
    [DEMO.maria.id],
  )
  expect((await maria.from('chaves_pix').insert({ tipo: 'cpf', chave: cpfDaMaria })).error).toBeNull()
})
afterAll(() => backend.stop())

function expectReason(r: { error: { code?: string; message?: string; hint?: string | null } | null }, reason: string) {
  expect(r.error?.code, JSON.stringify(r.error)).toBe('23514')
  expect(r.error?.message).toContain(reason)
  expect(r.error?.hint).toBeTruthy()
}

async function newOrder(buyer: Client, anuncio_id: string, quantidade = '3 potes') {
  const id = randomUUID()
  expect((await buyer.from('pedidos').insert({ id, anuncio_id, quantidade, entrega: 'retirar' })).error).toBeNull()
  return id
}

const PAYMENT_COLUMNS = 'status, valor, pix_chave, pix_nome, pix_cidade, pagamento'

async function orderAs(as: Client, id: string) {
  return (await as.from('pedidos').select(PAYMENT_COLUMNS).eq('id', id).maybeSingle()).data
}

describe('the Pix key', () => {
  it('is read by its owner only', async () => {
    expect((await maria.from('chaves_pix').select('tipo, chave')).data).toEqual([{ tipo: 'cpf', chave: cpfDaMaria }])
    for (const as of [joao, admin, other.client]) expect((await as.from('chaves_pix').select('chave')).data).toEqual([])
    expect((await visitor.from('chaves_pix').select('chave')).error?.code).toBe('42501')
  })

  it('is written by its owner only, and only when valid for its kind', async () => {
    expect(
      (await other.client.from('chaves_pix').insert({ user_id: DEMO.maria.id, tipo: 'email', chave: 'x@y.com' })).error?.code,
    ).toBe('42501')
    expect(
      (await other.client.from('chaves_pix').update({ chave: 'x@y.com' }).eq('user_id', DEMO.maria.id).select()).data,
    ).toEqual([])
    expect((await admin.from('chaves_pix').delete().eq('user_id', DEMO.maria.id).select()).data).toEqual([])
    expect((await visitor.from('chaves_pix').insert({ tipo: 'email', chave: 'x@y.com' })).error?.code).toBe('42501')
    expectReason(await other.client.from('chaves_pix').insert({ tipo: 'cpf', chave: '12345678900' }), 'Chave Pix inválida: CPF')
    expectReason(
      await other.client.from('chaves_pix').insert({ tipo: 'cnpj', chave: '11222333000180' }),
      'Chave Pix inválida: CNPJ',
    )
    expectReason(
      await other.client.from('chaves_pix').insert({ tipo: 'telefone', chave: '27998761234' }),
      'Chave Pix inválida: telefone',
    )
    expectReason(
      await other.client.from('chaves_pix').insert({ tipo: 'email', chave: 'Maria@X.com' }),
      'Chave Pix inválida: e-mail',
    )
    expectReason(
      await other.client.from('chaves_pix').insert({ tipo: 'aleatoria', chave: 'abc' }),
      'Chave Pix inválida: a chave aleatória',
    )
    expect((await other.client.from('chaves_pix').insert({ tipo: 'cnpj', chave: '11222333000181' })).error).toBeNull()
    expect((await other.client.from('chaves_pix').delete().eq('user_id', other.id).select('chave')).data).toHaveLength(1)
  })

  it('an inactive person cannot save one', async () => {
    const inactive = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    expect((await inactive.client.from('chaves_pix').insert({ tipo: 'email', chave: 'inativo@x.com' })).error?.code).toBe('42501')
  })

  it('the name and city the code carries are shown to the owner', async () => {
    expect((await maria.rpc('meu_recebedor_pix')).data).toEqual([
      { nome: 'Maria Conceição Souza', cidade: 'São José do Calçado' },
    ])
    expect((await visitor.rpc('meu_recebedor_pix')).error?.code).toBe('42501')
  })
})

describe('accepting with a value', () => {
  it('a pending order carries no key; the accepted one carries the value and a copy of the key, for its buyer', async () => {
    const id = await newOrder(joao, adWithPrice)
    expect(await orderAs(joao, id)).toMatchObject({ valor: null, pix_chave: null })
    // The ad's price (R$ 15) and the quantity (3) give the value when the seller states none.
    expect((await maria.from('pedidos').update({ status: 'aceito' }).eq('id', id)).error).toBeNull()
    const accepted = {
      status: 'aceito',
      valor: 45,
      pix_chave: cpfDaMaria,
      pix_nome: 'Maria Conceição Souza',
      pix_cidade: 'São José do Calçado',
      pagamento: null,
    }
    expect(await orderAs(joao, id)).toEqual(accepted)
    expect(await orderAs(maria, id)).toEqual(accepted)
    for (const as of [admin, other.client]) expect(await orderAs(as, id)).toBeNull()
  })

  it('the seller states the value; without a price it is required, and it stays within bounds', async () => {
    const id = await newOrder(joao, adWithoutPrice, '1 peça')
    expectReason(await maria.from('pedidos').update({ status: 'aceito' }).eq('id', id), 'Informe o valor a pagar.')
    expectReason(await maria.from('pedidos').update({ status: 'aceito', valor: 0 }).eq('id', id), 'maior que zero')
    expectReason(
      await maria.from('pedidos').update({ status: 'aceito', valor: 1_000_001 }).eq('id', id),
      'no máximo R$ 1.000.000,00',
    )
    expect((await maria.from('pedidos').update({ status: 'aceito', valor: 38.5 }).eq('id', id)).error).toBeNull()
    expect(await orderAs(joao, id)).toMatchObject({ valor: 38.5, pix_chave: cpfDaMaria })
    // Neither side changes it afterwards, nor the key's copy.
    expectReason(await maria.from('pedidos').update({ valor: 10 }).eq('id', id), 'informado ao aceitar')
    expectReason(await joao.from('pedidos').update({ valor: 1 }).eq('id', id), 'informado ao aceitar')
    expect(
      (
        await joao
          .from('pedidos')
          .update({ pix_chave: 'golpe@x.com' } as never)
          .eq('id', id)
      ).error?.code,
    ).toBe('42501')
    expect(
      (
        await maria
          .from('pedidos')
          .update({ pix_chave: 'golpe@x.com' } as never)
          .eq('id', id)
      ).error?.code,
    ).toBe('42501')
  })

  it('a key changed later does not change an order already accepted', async () => {
    const before = await newOrder(joao, adWithPrice)
    await maria.from('pedidos').update({ status: 'aceito' }).eq('id', before)
    expect(
      (await maria.from('chaves_pix').update({ tipo: 'email', chave: 'maria@banco.test' }).eq('user_id', DEMO.maria.id)).error,
    ).toBeNull()
    const after = await newOrder(joao, adWithPrice)
    await maria.from('pedidos').update({ status: 'aceito' }).eq('id', after)
    expect((await orderAs(joao, before))?.pix_chave).toBe(cpfDaMaria)
    expect((await orderAs(joao, after))?.pix_chave).toBe('maria@banco.test')
    await maria.from('chaves_pix').update({ tipo: 'cpf', chave: cpfDaMaria }).eq('user_id', DEMO.maria.id)
  })

  it('a seller without a key: the order has none until they add one, then the accepted ones take it', async () => {
    const ad = randomUUID()
    expect((await semChave.client.from('anuncios').insert(newAd({ id: ad, preco: 8 }))).error).toBeNull()
    const id = await newOrder(joao, ad, '2')
    expect((await semChave.client.from('pedidos').update({ status: 'aceito' }).eq('id', id)).error).toBeNull()
    expect(await orderAs(joao, id)).toMatchObject({ valor: 16, pix_chave: null })
    expect((await semChave.client.from('chaves_pix').insert({ tipo: 'telefone', chave: '+5527998761234' })).error).toBeNull()
    expect(await orderAs(joao, id)).toMatchObject({ valor: 16, pix_chave: '+5527998761234' })
  })
})

describe('paying', () => {
  it('the buyer says "Já paguei", the seller confirms; each step told to the other side', async () => {
    const id = await newOrder(joao, adWithPrice)
    expectReason(await joao.from('pedidos').update({ pagamento: 'informado' }).eq('id', id), 'precisa ser aceito')
    await maria.from('pedidos').update({ status: 'aceito' }).eq('id', id)
    expectReason(await maria.from('pedidos').update({ pagamento: 'informado' }).eq('id', id), 'Só quem comprou informa')
    expectReason(await joao.from('pedidos').update({ pagamento: 'pago' }).eq('id', id), 'Só quem vende confirma')
    expectReason(await maria.from('pedidos').update({ pagamento: 'pago' }).eq('id', id), 'ainda não informou')
    for (const as of [other.client, admin]) {
      expect((await as.from('pedidos').update({ pagamento: 'informado' }).eq('id', id).select('id')).data).toEqual([])
    }
    expect((await visitor.from('pedidos').update({ pagamento: 'informado' }).eq('id', id)).error?.code).toBe('42501')

    expect((await joao.from('pedidos').update({ pagamento: 'informado' }).eq('id', id)).error).toBeNull()
    // Sent again after a lost answer: done once.
    expect((await joao.from('pedidos').update({ pagamento: 'informado' }).eq('id', id)).error).toBeNull()
    expect((await maria.from('pedidos').update({ pagamento: 'pago' }).eq('id', id)).error).toBeNull()
    expect((await joao.from('pedidos').update({ pagamento: 'informado' }).eq('id', id)).error).toBeNull()
    expect((await orderAs(joao, id))?.pagamento).toBe('pago')
    expectReason(await maria.from('pedidos').update({ pagamento: null }).eq('id', id), 'não pode ser desfeito')
    expectReason(await maria.from('pedidos').update({ status: 'cancelado' }).eq('id', id), 'já foi pago')

    const lines = (await joao.from('mensagens').select('texto').eq('pedido_id', id).order('created_at')).data?.map((m) => m.texto)
    expect(lines).toEqual([
      'Pedido: 3 potes (retirar no local)',
      'Pedido aceito.',
      'Pagamento informado: R$ 45,00 por Pix.',
      'Pagamento recebido: R$ 45,00.',
    ])
    const told = async (as: Client, tipo: 'pagamento_informado' | 'pago') =>
      (await as.from('notificacoes').select('titulo, texto').eq('tipo', tipo).order('created_at', { ascending: false }).limit(1))
        .data
    expect(await told(maria, 'pagamento_informado')).toEqual([
      {
        titulo: 'Pagamento informado',
        texto: 'João Pereira informou o pagamento de R$ 45,00 por "Mel de aroeira". Confira no seu banco antes de confirmar.',
      },
    ])
    expect(await told(joao, 'pago')).toEqual([
      { titulo: 'Pago', texto: 'Maria Souza confirmou o recebimento de R$ 45,00 por "Mel de aroeira".' },
    ])
    expect(await told(joao, 'pagamento_informado')).toEqual([])
  })

  it('an inactive buyer cannot say they paid', async () => {
    const buyer = await backend.newUser()
    const id = await newOrder(buyer.client, adWithPrice)
    await maria.from('pedidos').update({ status: 'aceito' }).eq('id', id)
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [buyer.id])
    expect((await buyer.client.from('pedidos').update({ pagamento: 'informado' }).eq('id', id).select('id')).data ?? []).toEqual(
      [],
    )
    expect((await orderAs(maria, id))?.pagamento).toBeNull()
  })
})
