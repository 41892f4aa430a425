import { describe, expect, it, vi } from 'vitest'
import { lookupCep } from '@/lib/rules/cep'
import { geocodeAddress } from '@/lib/server/geocode'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe('geocoding (Nominatim-style, once per saved ad)', () => {
  it('asks for the street with the city first, then the city alone', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json([]))
      .mockResolvedValueOnce(json([{ lat: '-20.3155', lon: '-40.3128' }]))
    const found = await geocodeAddress(
      { cidade: 'Vitória', uf: 'ES', endereco: 'Rua Sete' },
      { baseUrl: 'http://geo.test/search', fetchFn },
    )
    expect(found).toEqual({ latitude: -20.3155, longitude: -40.3128 })
    const urls = fetchFn.mock.calls.map(([url]) => new URL(String(url)))
    expect(urls.map((u) => u.searchParams.get('q'))).toEqual(['Rua Sete, Vitória, ES, Brasil', 'Vitória, ES, Brasil'])
    expect(urls[0].searchParams.get('countrycodes')).toBe('br')
  })

  it('answers null — never throws — when offline, on errors or nonsense', async () => {
    const base = { baseUrl: 'http://geo.test/search' }
    expect(
      await geocodeAddress(
        { cidade: 'X', uf: 'ES' },
        { ...base, fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) },
      ),
    ).toBeNull()
    expect(await geocodeAddress({ cidade: 'X', uf: 'ES' }, { ...base, fetchFn: async () => json({}, 503) })).toBeNull()
    expect(await geocodeAddress({ cidade: 'X', uf: 'ES' }, { ...base, fetchFn: async () => json([{ lat: 'abc' }]) })).toBeNull()
  })
})

describe('CEP lookup (ViaCEP-style)', () => {
  it('fills city, state and street from the configured URL', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      json({ cep: '29010-935', localidade: 'Vitória', uf: 'ES', logradouro: 'Avenida Jerônimo Monteiro', bairro: 'Centro' }),
    )
    expect(await lookupCep('29010-935', { template: 'http://cep.test/{cep}/json/', fetchFn })).toEqual({
      cidade: 'Vitória',
      uf: 'ES',
      logradouro: 'Avenida Jerônimo Monteiro',
      bairro: 'Centro',
    })
    expect(String(fetchFn.mock.calls[0][0])).toBe('http://cep.test/29010935/json/')
  })

  it('skips quietly: unknown CEP, incomplete CEP, no connection', async () => {
    const template = 'http://cep.test/{cep}/json/'
    expect(await lookupCep('29010-935', { template, fetchFn: async () => json({ erro: true }) })).toBeNull()
    const fetchFn = vi.fn<typeof fetch>()
    expect(await lookupCep('2901', { template, fetchFn })).toBeNull()
    expect(fetchFn).not.toHaveBeenCalled()
    expect(await lookupCep('29010935', { template, fetchFn: () => Promise.reject(new TypeError('offline')) })).toBeNull()
  })
})
