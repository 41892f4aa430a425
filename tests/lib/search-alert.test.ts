import { describe, expect, it } from 'vitest'
import { alertFromSearch, alertLabel, alertSearch, checkedAlert, MY_LOCATION, sameSearch } from '../../src/lib/rules/search-alert'

// A search alert as /alertas says it, as "Criar alerta" takes it from the screen's search, and the
// search it opens again.

const vitoria = { latitude: -20.3155, longitude: -40.3128, km: 50 as const, cidade: 'Vitória, ES' }

describe('search alerts', () => {
  it('reads as the issue says: words · category · radius and place · maximum price', () => {
    const alert = checkedAlert(alertFromSearch({ termo: ' queijo ', categoria: 'comida', near: vitoria, precoMax: 50 }))
    expect(alertLabel(alert)).toBe('queijo · Comida · até 50 km de Vitória, ES · até R$\u00a050,00')
    expect(alert).toMatchObject({ termo: 'queijo', lugar: 'Vitória, ES', latitude: -20.32, longitude: -40.31, km: 50 })
    const mine = checkedAlert(
      alertFromSearch({ termo: '', categoria: '', near: { ...vitoria, cidade: undefined }, precoMax: undefined }),
    )
    expect(mine.lugar).toBe(MY_LOCATION)
    expect(alertLabel(mine)).toBe('até 50 km de você')
  })

  it('opens the same search again: a city by its name, the phone’s position by its point', () => {
    const alert = checkedAlert(alertFromSearch({ termo: 'queijo', categoria: 'comida', near: vitoria, precoMax: 50 }))
    expect(alertSearch(alert)).toEqual({ search: 'queijo', category: 'comida', max: 50, city: 'Vitória, ES', km: 50 })
    const mine = checkedAlert(alertFromSearch({ termo: 'mel', categoria: '', near: { ...vitoria, cidade: undefined } }))
    expect(alertSearch(mine)).toEqual({ search: 'mel', category: undefined, max: undefined, near: '-20.32,-40.31', km: 50 })
  })

  it('is the same search whatever the accents, case and spaces of its words', () => {
    const a = checkedAlert(alertFromSearch({ termo: 'Queijo  Minas', categoria: 'comida', near: null }))
    const b = checkedAlert(alertFromSearch({ termo: 'queijo minás', categoria: 'comida', near: null }))
    expect(sameSearch(a, b)).toBe(true)
    expect(sameSearch(a, { ...b, preco_max: 10 })).toBe(false)
    expect(sameSearch(a, { ...b, categoria: null })).toBe(false)
  })

  it('refuses a search with nothing to keep, a radius not in the list, a place outside Brazil, a price of zero', () => {
    expect(() => checkedAlert({ termo: '   ', categoria: null, lugar: null, preco_max: null })).toThrow(
      'Busque uma palavra, escolha uma categoria, um lugar ou um preço para criar um alerta.',
    )
    expect(() =>
      checkedAlert({
        termo: 'mel',
        categoria: null,
        lugar: { lugar: 'X', latitude: -20, longitude: -40, km: 30 as never },
        preco_max: null,
      }),
    ).toThrow('Escolha um raio da lista.')
    expect(() =>
      checkedAlert({
        termo: 'mel',
        categoria: null,
        lugar: { lugar: 'Lisboa', latitude: 38.7, longitude: -9.1, km: 50 },
        preco_max: null,
      }),
    ).toThrow('Escolha um lugar no Brasil.')
    expect(() => checkedAlert({ termo: 'mel', categoria: null, lugar: null, preco_max: 0 })).toThrow(
      'Digite um preço maior que zero.',
    )
  })
})
