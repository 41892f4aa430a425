import { afterEach, describe, expect, it, vi } from 'vitest'

// Before a trip is offered, its stops are checked against the IBGE list the app carries; without
// that list (its code not on the phone, no connection) the trip goes on to the server, which
// refuses an unknown city with its reason ("Cidade desconhecida: …").

afterEach(() => {
  vi.doUnmock('@/lib/rules/municipios')
  vi.resetModules()
})

describe('unknownCities', () => {
  it('marks the stops that are not municipalities', async () => {
    const { unknownCities } = await import('@/features/trips/unknown-cities')
    expect(await unknownCities(['Vitória, ES', 'Cidade Inventada, ES', 'Serra, ES'])).toEqual([1])
  })

  it('marks none when the list cannot load, rather than failing the form', async () => {
    vi.doMock('@/lib/rules/municipios', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { unknownCities } = await import('@/features/trips/unknown-cities')
    await expect(unknownCities(['Vitória, ES', 'Cidade Inventada, ES'])).resolves.toEqual([])
  })
})
