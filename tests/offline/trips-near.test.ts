import { describe, expect, it } from 'vitest'
import { nearestStop } from '@/offline/trips/near'
import type { Parada } from '@/offline/trips/types'

// Trips by distance on the phone (offline): the stop nearest to the person within the radius,
// as buscar_viagens_perto answers online.

const SANTA_MARIA: Parada = { cidade: 'Santa Maria de Jetibá', uf: 'ES', latitude: -20.0253, longitude: -40.7439 }
const SANTA_LEOPOLDINA: Parada = { cidade: 'Santa Leopoldina', uf: 'ES', latitude: -20.1011, longitude: -40.527 }
const VITORIA: Parada = { cidade: 'Vitória', uf: 'ES', latitude: -20.3155, longitude: -40.3128 }

describe('the stop of a trip near a place', () => {
  const trip = { paradas: [SANTA_MARIA, SANTA_LEOPOLDINA, VITORIA] }

  it('is the nearest stop within the radius — a middle stop counts', () => {
    const near = nearestStop(trip, { latitude: -20.11, longitude: -40.5, km: 10 })!
    expect(near).toMatchObject({ parada: 1, cidade: 'Santa Leopoldina', uf: 'ES' })
    expect(near.km).toBeGreaterThan(2)
    expect(near.km).toBeLessThan(4)
    expect(nearestStop(trip, { latitude: -20.32, longitude: -40.31, km: 10 })).toMatchObject({ parada: 2, cidade: 'Vitória' })
  })

  it('is none when every stop is farther than the radius, and a stop without coordinates is skipped', () => {
    expect(nearestStop(trip, { latitude: -3.12, longitude: -60.02, km: 200 })).toBeNull()
    const without = { paradas: [{ cidade: 'Vitória', uf: 'ES' }, SANTA_MARIA] }
    expect(nearestStop(without, { latitude: -20.32, longitude: -40.31, km: 25 })).toBeNull()
  })
})
