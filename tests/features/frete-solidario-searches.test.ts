import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { adSearchOf, tripFilterOf } from '@/features/ad-search/searches'
import { freteSolidarioSearchSchema } from '@/lib/rules/frete-solidario-search'
import type { Near } from '@/lib/places'

// /frete-solidario's address, read as the route reads it, then the one hop to the searches the
// phone's copy and the server answer.

const read = (query: Record<string, unknown>) => v.parse(freteSolidarioSearchSchema, query)
const serra: Near = { latitude: -20.12, longitude: -40.31, km: 25, cidade: 'Serra, ES' }

describe("/frete-solidario's address", () => {
  it('becomes the ads’ search in the domain’s words', () => {
    expect(
      adSearchOf(read({ search: ' mel ', category: 'Mel', sort: 'preco', max: '50', unit: 'kg', stock: '1' }), null),
    ).toEqual({
      termo: 'mel',
      categoria: 'mel',
      ordem: 'preco',
      perto: undefined,
      precoMax: 50,
      unidade: 'kg',
      soComEstoque: true,
    })
  })

  it('drops what it does not know: a number typed as words, an unknown unit or order, a wrong state', () => {
    const search = read({ search: 123, unit: 'tonelada', sort: 'barato', from: 'Espírito Santo', since: 'amanhã' })
    expect(adSearchOf(search, null)).toMatchObject({ termo: '123', unidade: undefined, ordem: 'relevancia' })
    expect(tripFilterOf(search, null)).toEqual({ origemUf: undefined, destinoUf: undefined, desde: undefined, perto: undefined })
  })

  it('sorts by distance only with a place, and by distance by default once there is one', () => {
    expect(adSearchOf(read({ sort: 'distancia' }), null).ordem).toBe('relevancia')
    expect(adSearchOf(read({}), serra)).toMatchObject({ ordem: 'distancia', perto: serra })
    expect(adSearchOf(read({ sort: 'recentes' }), serra).ordem).toBe('recentes')
  })

  it('becomes the trips’ filter, the states in capitals', () => {
    expect(tripFilterOf(read({ tab: 'viagens', from: 'es', to: 'MG', since: '2026-12-10' }), serra)).toEqual({
      origemUf: 'ES',
      destinoUf: 'MG',
      desde: '2026-12-10',
      perto: serra,
    })
  })
})
