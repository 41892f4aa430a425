import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, startTestBackend, type TestBackend } from './helpers.ts'

// public.buscar_anuncios: what the Frete Solidário list and the home search rely on.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

type Row = { id: string; titulo: string; descricao: string; preco: number | null; categoria: string; created_at: string }
async function buscar(args: Record<string, unknown>): Promise<Row[]> {
  const { data, error } = await backend.anon().rpc('buscar_anuncios', args)
  expect(error).toBeNull()
  return data as Row[]
}

describe('buscar_anuncios', () => {
  it('is accent- and case-insensitive and needs every word', async () => {
    const titulos = (await buscar({ termo: 'FEIJAO' })).map((r) => r.titulo)
    expect(titulos).toEqual(
      expect.arrayContaining([
        'Feijão carioca novo, saca de 30 kg',
        'Feijão preto orgânico (5 kg)',
        'Feijão de corda (fradinho) 1 kg',
      ]),
    )
    const both = await buscar({ termo: 'feijão organico' })
    expect(both.map((r) => r.titulo)).toEqual(['Feijão preto orgânico (5 kg)'])
    expect(await buscar({ termo: 'feijão abacaxi' })).toEqual([])
  })

  it('ranks título matches before descrição matches', async () => {
    const joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
    await joao.from('anuncios').insert({
      titulo: 'Arroz agulhinha 5 kg',
      descricao: 'Combina com o nosso feijão',
      categoria: 'comida',
      cidade: 'Viçosa',
      uf: 'MG',
      contato: '32988125678',
    })
    const rows = await buscar({ termo: 'feijao' })
    const inTitle = rows.map((r) => /feij[aã]o/i.test(r.titulo))
    expect(inTitle.indexOf(false)).toBeGreaterThan(0)
    expect(inTitle.slice(inTitle.indexOf(false)).every((v) => !v)).toBe(true)
    // The newest ad mentions it only in its text, so it comes after every título match.
    expect(rows.at(-1)?.titulo).toBe('Arroz agulhinha 5 kg')
  })

  it('filters by category (any case) and sorts by price with "A combinar" last, or by date', async () => {
    const comida = await buscar({ categoria: 'COMIDA', ordem: 'preco', limite: 100 })
    expect(comida.every((r) => r.categoria === 'comida')).toBe(true)
    const precos = comida.map((r) => r.preco)
    const comPreco = precos.filter((p): p is number => p !== null)
    expect(comPreco).toEqual([...comPreco].sort((a, b) => a - b))
    expect(precos.indexOf(null) === -1 || precos.slice(precos.indexOf(null)).every((p) => p === null)).toBe(true)

    const recentes = await buscar({ ordem: 'recentes', limite: 100 })
    const datas = recentes.map((r) => r.created_at)
    expect(datas).toEqual([...datas].sort().reverse())
  })

  it('keeps a maximum price: at most it, never "A combinar", in every order', async () => {
    const all = await buscar({ limite: 100 })
    const max = all
      .map((r) => r.preco)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b)[2]
    const expected = all.filter((r) => r.preco !== null && r.preco <= max).map((r) => r.id)
    expect(expected.length).toBeGreaterThan(2)
    for (const ordem of ['relevancia', 'preco', 'recentes']) {
      const found = await buscar({ ordem, preco_max: max, limite: 100 })
      expect(found.map((r) => r.id).sort(), ordem).toEqual([...expected].sort())
    }
    const words = await buscar({ termo: 'feijao', preco_max: max, limite: 100 })
    expect(words.every((r) => r.preco !== null && r.preco <= max && /feij[aã]o/i.test(`${r.titulo} ${r.descricao}`))).toBe(true)
  })

  it('paginates without repeating or skipping, in every order', async () => {
    for (const ordem of ['relevancia', 'preco', 'recentes']) {
      const all = (await buscar({ termo: 'a', ordem, limite: 100 })).map((r) => r.id)
      const paged: string[] = []
      for (let offset = 0; offset < all.length; offset += 7) {
        paged.push(...(await buscar({ termo: 'a', ordem, limite: 7, deslocamento: offset })).map((r) => r.id))
      }
      expect(paged, ordem).toEqual(all)
      expect(new Set(paged).size).toBe(paged.length)
    }
  })

  it('treats % and _ as text, not wildcards, and refuses an unknown order', async () => {
    const percent = await buscar({ termo: '%' })
    expect(percent.length).toBeGreaterThan(0)
    expect(percent.every((r) => `${r.titulo} ${r.descricao}`.includes('%'))).toBe(true)
    expect(await buscar({ termo: '_' })).toEqual([])
    const { error } = await backend.anon().rpc('buscar_anuncios', { ordem: 'aleatoria' })
    expect(error?.code).toBe('22023')
  })

  it('finds a new ad at once, and never a paused one', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const id = randomUUID()
    await maria.from('anuncios').insert({
      id,
      titulo: 'Pinhão da serra',
      categoria: 'comida',
      cidade: 'Domingos Martins',
      uf: 'ES',
      contato: '27998761234',
    })
    expect((await buscar({ termo: 'pinhao' })).map((r) => r.id)).toEqual([id])
    await maria.from('anuncios').update({ status: 'pausado' }).eq('id', id)
    expect(await buscar({ termo: 'pinhao' })).toEqual([])
  })
})
