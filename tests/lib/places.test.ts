import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  distanceKm,
  distanceLabel,
  inBrazil,
  nearToSearch,
  parsePoint,
  rememberedNear,
  rememberNear,
  roundPoint,
} from '@/lib/places'
import { citySeats, cityPosition } from '@/lib/places/city-position'

// "Perto de mim" on the phone: the point as the URL carries it, the distance the phone measures
// (the database's own formula, checked here against another one), the label on the cards, the
// place remembered on the phone and the IBGE seats a chosen city is looked up in.

const VITORIA = { latitude: -20.3155, longitude: -40.3128 }
const VILA_VELHA = { latitude: -20.3297, longitude: -40.2925 }
const SERRA = { latitude: -20.1209, longitude: -40.3075 }
const MANAUS = { latitude: -3.119, longitude: -60.0217 }

/** The spherical law of cosines: another way to the great-circle distance. */
function byCosines(a: typeof VITORIA, b: typeof VITORIA) {
  const r = (d: number) => (d * Math.PI) / 180
  const c =
    Math.sin(r(a.latitude)) * Math.sin(r(b.latitude)) +
    Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.cos(r(b.longitude - a.longitude))
  return 6371 * Math.acos(Math.min(1, c))
}

describe('the point of "Perto de mim"', () => {
  it('reads "lat,lng" from the URL rounded to about 1 km, and refuses what is not a point in Brazil', () => {
    expect(parsePoint('-20.31554,-40.31281')).toEqual({ latitude: -20.32, longitude: -40.31 })
    for (const bad of ['', 'abc', '-20.3', '-20.3,', ',-40.3', '-20.3,-40.3,1', 'NaN,NaN', '38.72,-9.14', '-20.3,40.3']) {
      expect(parsePoint(bad), bad).toBeNull()
    }
    expect(inBrazil(MANAUS)).toBe(true)
    expect(inBrazil({ latitude: -34.9, longitude: -56.2 })).toBe(false) // Montevidéu
  })

  it('goes to the URL as a rounded point or as the city, with the radius', () => {
    expect(nearToSearch({ ...VITORIA, km: 25 })).toEqual({ near: '-20.32,-40.31', city: undefined, km: 25 })
    expect(nearToSearch({ ...roundPoint(VITORIA), km: 50, cidade: 'Vitória, ES' })).toEqual({
      near: undefined,
      city: 'Vitória, ES',
      km: 50,
    })
    expect(nearToSearch(null)).toEqual({ near: undefined, city: undefined, km: undefined })
  })
})

describe('distance', () => {
  it('is the great-circle distance (the same as the database), near and far', () => {
    for (const [a, b] of [
      [VITORIA, VILA_VELHA],
      [VITORIA, SERRA],
      [VITORIA, MANAUS],
    ] as const) {
      expect(distanceKm(a, b)).toBeCloseTo(byCosines(a, b), 3)
    }
    expect(distanceKm(VITORIA, VILA_VELHA)).toBeGreaterThan(2.5)
    expect(distanceKm(VITORIA, VILA_VELHA)).toBeLessThan(2.7)
    expect(distanceKm(VITORIA, VITORIA)).toBe(0)
  })

  it('reads "na sua cidade" under 2 km, then whole kilometres', () => {
    expect(distanceLabel(0)).toBe('na sua cidade')
    expect(distanceLabel(1.99)).toBe('na sua cidade')
    expect(distanceLabel(2)).toBe('a 2 km')
    expect(distanceLabel(12.4)).toBe('a 12 km')
    expect(distanceLabel(149.6)).toBe('a 150 km')
  })
})

describe('the place remembered on the phone', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the last place chosen, rounded, and ignores what it cannot trust', () => {
    expect(rememberedNear()).toBeNull()
    rememberNear({ ...VITORIA, km: 25, cidade: 'Vitória, ES' })
    expect(rememberedNear()).toEqual({ latitude: -20.32, longitude: -40.31, km: 25, cidade: 'Vitória, ES' })
    expect(localStorage.getItem('campo:perto')).not.toContain('-20.3155')
    localStorage.setItem('campo:perto', JSON.stringify({ latitude: 1, longitude: 1, km: 25 }))
    expect(rememberedNear()).toBeNull()
    localStorage.setItem('campo:perto', JSON.stringify({ ...VITORIA, km: 30 }))
    expect(rememberedNear()).toBeNull()
    localStorage.setItem('campo:perto', '{not json')
    expect(rememberedNear()).toBeNull()
  })
})

describe('the IBGE seats', () => {
  it('has a seat in Brazil for every municipality of the list the autocomplete offers', () => {
    const seats = citySeats()
    expect(seats).toHaveLength(getMunicipalities().length)
    expect(seats.every(inBrazil)).toBe(true)
  })

  it('finds a city by "Cidade, UF", accents, case and spaces aside; an unknown one is null', () => {
    const vitoria = cityPosition('Vitória, ES')!
    expect(distanceKm(vitoria, VITORIA)).toBeLessThan(5)
    expect(cityPosition('  vitoria ,es ')?.label).toBe('Vitória, ES')
    expect(cityPosition('Santa Leopoldina, ES')?.label).toBe('Santa Leopoldina, ES')
    expect(cityPosition('Vitória, SP')).toBeNull()
    expect(cityPosition('Atlântida, ES')).toBeNull()
    expect(cityPosition('')).toBeNull()
  })
})
