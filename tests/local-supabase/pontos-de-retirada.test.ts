import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database as Schema } from '../../src/lib/database.types'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Vender comida (issue 77), second part, against the database: a seller's pickup points (at most
// 5, public as the seller is, changed only by their owner), an ad that names some of them, an
// order that picks one and keeps it in words; the order's price per unit; the searches' unit and
// "Só com estoque".

type Client = SupabaseClient<Schema>

let backend: TestBackend
let visitor: Client
let maria: Client // sells
let joao: Client // buys
let mariaId: string
beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  mariaId = (await maria.auth.getUser()).data.user!.id
})
afterAll(() => backend.stop())

const FEIRA = {
  nome: 'Feira do Produtor',
  local: 'Praça Central',
  cidade: 'Santa Maria de Jetibá',
  uf: 'ES',
  quando: 'sábado, 6h às 12h',
}

async function point(as: Client, fields: Partial<typeof FEIRA> = {}) {
  const id = randomUUID()
  const answer = await as.from('pontos_de_retirada').insert({ id, ...FEIRA, ...fields })
  return { id, error: answer.error }
}

async function clearPoints() {
  await backend.db.query('delete from public.pontos_de_retirada where user_id = $1', [mariaId])
}

function expectReason(error: { code?: string; message?: string } | null, reason: string) {
  expect(error?.code, JSON.stringify(error)).toBe('23514')
  expect(error?.message).toBe(reason)
}

describe('pickup points', () => {
  it('a seller keeps up to 5; the sixth is refused with a reason', async () => {
    await clearPoints()
    for (let n = 1; n <= 5; n++) expect((await point(maria, { nome: `Ponto ${n}` })).error).toBeNull()
    expectReason((await point(maria)).error, 'Você já tem 5 pontos de retirada.')
    await clearPoints()
  })

  it('are read by anyone while the seller is active, changed only by their owner', async () => {
    await clearPoints()
    const mine = await point(maria)
    expect(mine.error).toBeNull()
    expect((await visitor.from('pontos_de_retirada').select('nome').eq('id', mine.id)).data).toEqual([{ nome: FEIRA.nome }])
    // Another person can neither change nor remove it, nor make one in the seller's name.
    expect((await joao.from('pontos_de_retirada').update({ nome: 'Outro' }).eq('id', mine.id).select('id')).data).toEqual([])
    expect((await joao.from('pontos_de_retirada').delete().eq('id', mine.id).select('id')).data).toEqual([])
    expect((await joao.from('pontos_de_retirada').insert({ ...FEIRA, user_id: mariaId })).error?.code).toBe('42501')
    expect((await visitor.from('pontos_de_retirada').insert(FEIRA)).error?.code).toBe('42501')
    expect(
      (await maria.from('pontos_de_retirada').update({ quando: 'domingo, 7h' }).eq('id', mine.id).select('quando')).data,
    ).toEqual([{ quando: 'domingo, 7h' }])
    // An inactive seller's points are not public, and they cannot add one.
    const inactive = await backend.newUser()
    const theirs = await point(inactive.client)
    expect(theirs.error).toBeNull()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    expect((await visitor.from('pontos_de_retirada').select('id').eq('id', theirs.id)).data).toEqual([])
    expect((await point(inactive.client)).error?.code).toBe('42501')
  })

  it('an ad names only its seller’s own points; a point removed leaves the ad', async () => {
    await clearPoints()
    const mine = await point(maria)
    const joaos = await point(joao)
    const refused = await maria.from('anuncios').insert(newAd({ pontos_de_retirada: [joaos.id] }))
    expectReason(refused.error, 'Ponto de retirada não encontrado.')
    const ad = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: ad, pontos_de_retirada: [mine.id, mine.id] }))).error).toBeNull()
    expect((await visitor.from('anuncios').select('pontos_de_retirada').eq('id', ad).single()).data).toEqual({
      pontos_de_retirada: [mine.id],
    })
    expect((await maria.from('pontos_de_retirada').delete().eq('id', mine.id)).error).toBeNull()
    expect((await visitor.from('anuncios').select('pontos_de_retirada').eq('id', ad).single()).data).toEqual({
      pontos_de_retirada: [],
    })
    await joao.from('pontos_de_retirada').delete().eq('id', joaos.id)
  })
})

describe('an order that picks a point', () => {
  it('keeps the point in words, and the price per unit of when it was made', async () => {
    await clearPoints()
    const feira = await point(maria)
    const other = await point(maria, { nome: 'Sítio' })
    const ad = randomUUID()
    expect(
      (
        await maria
          .from('anuncios')
          .insert(newAd({ id: ad, preco: 6, unidade: 'kg', quantidade_disponivel: 10, pontos_de_retirada: [feira.id] }))
      ).error,
    ).toBeNull()
    const base = { anuncio_id: ad, quantidade_pedida: 4, quantidade: '4 kg' }
    expectReason(
      (await joao.from('pedidos').insert({ ...base, entrega: 'retirar', ponto_de_retirada_id: other.id })).error,
      'Este ponto de retirada não vale para este anúncio.',
    )
    expectReason(
      (await joao.from('pedidos').insert({ ...base, entrega: 'combinada', ponto_de_retirada_id: feira.id })).error,
      'O ponto de retirada é só para quem vai retirar.',
    )
    const id = randomUUID()
    expect(
      (await joao.from('pedidos').insert({ id, ...base, entrega: 'retirar', ponto_de_retirada_id: feira.id })).error,
    ).toBeNull()
    const expected = {
      retirada: 'Feira do Produtor — sábado, 6h às 12h · Praça Central, Santa Maria de Jetibá/ES',
      preco_unitario: 6,
    }
    expect((await maria.from('pedidos').select('retirada, preco_unitario').eq('id', id).single()).data).toEqual(expected)
    // The seller changes the price and the point later: the order keeps what it was made with.
    await maria.from('anuncios').update({ preco: 7 }).eq('id', ad)
    await maria.from('pontos_de_retirada').delete().eq('id', feira.id)
    expect((await joao.from('pedidos').select('retirada, preco_unitario').eq('id', id).single()).data).toEqual(expected)
    // Nobody writes them through the API.
    const forged = await joao
      .from('pedidos')
      .update({ retirada: 'outro lugar' } as never)
      .eq('id', id)
    expect(forged.error?.code).toBe('42501')
  })
})

describe('the searches’ unit and "Só com estoque"', () => {
  it('filter by unit and stock, and sort by price within each unit', async () => {
    const tag = `pimenta${Date.now()}`
    const ads = [
      { titulo: `${tag} a`, preco: 8, unidade: 'kg', quantidade_disponivel: 5 },
      { titulo: `${tag} b`, preco: 3, unidade: 'maco', quantidade_disponivel: null },
      { titulo: `${tag} c`, preco: 5, unidade: 'kg', quantidade_disponivel: 0 },
      { titulo: `${tag} d`, preco: 6, unidade: 'kg', quantidade_disponivel: 2 },
    ] as const
    for (const ad of ads) expect((await maria.from('anuncios').insert(newAd({ ...ad }))).error).toBeNull()
    const titles = async (args: Record<string, unknown>) =>
      ((await visitor.rpc('buscar_anuncios', { termo: tag, ordem: 'preco', ...args })).data ?? []).map((a) => a.titulo.slice(-1))
    expect(await titles({})).toEqual(['c', 'd', 'a', 'b'])
    expect(await titles({ unidade: 'kg' })).toEqual(['c', 'd', 'a'])
    expect(await titles({ so_com_estoque: true })).toEqual(['d', 'a', 'b'])
    expect(await titles({ unidade: 'maco', so_com_estoque: true })).toEqual(['b'])
    const near = await visitor.rpc('buscar_anuncios_perto', {
      latitude: -20.02,
      longitude: -40.74,
      km: 200,
      termo: tag,
      ordem: 'preco',
      so_com_estoque: true,
      unidade: 'kg',
    })
    expect(near.error).toBeNull()
  })
})
