import { describe, expect, it } from 'vitest'
import { sharedCityPoint } from '../../web/server/city-link.ts'

describe('a shared city link: the point the boot script asks around', () => {
  it("is the city's seat, rounded as the app sends it, accents and case ignored", async () => {
    expect(await sharedCityPoint(new URLSearchParams('city=Vitória, ES&km=25'))).toBe('-20.32,-40.31')
    expect(await sharedCityPoint(new URLSearchParams('city=vitoria, es'))).toBe('-20.32,-40.31')
  })

  it('is none for a place not in the IBGE list, or a link with more than the place and radius', async () => {
    expect(await sharedCityPoint(new URLSearchParams('city=Atlântida, ES'))).toBeNull()
    expect(await sharedCityPoint(new URLSearchParams('city=Vitória, ES&search=mel'))).toBeNull()
    expect(await sharedCityPoint(new URLSearchParams('near=-20.32,-40.31'))).toBeNull()
    expect(await sharedCityPoint(new URLSearchParams(''))).toBeNull()
  })
})
