import { useEffect, useState } from 'react'
import { DEFAULT_RADIUS, isRadius, parsePoint, type Near, type NearSearch, type Point } from '@/lib/places'

export type NearFromUrl =
  { state: 'none' } | { state: 'resolving' } | { state: 'set'; place: Near } | { state: 'invalid'; reason: string }

export const cityNotFound = (city: string) =>
  `Cidade não encontrada na lista do IBGE: "${city}". Escolha uma das sugestões (ex.: Vitória, ES).`
export const POINT_INVALID = 'Localização inválida no endereço: escolha sua cidade ou toque em "Perto de mim".'
export const RADIUS_INVALID = 'Raio inválido no endereço: escolha 10, 25, 50, 100 ou 200 km.'

/** The place the URL names (?near=lat,lng or ?city=Cidade, UF, with &km=), resolved on the phone. */
export function useNearFromSearch({ near, city, km }: NearSearch): NearFromUrl {
  const [seat, setSeat] = useState<{ city: string; found: (Point & { label: string }) | null } | null>(null)
  useEffect(() => {
    if (!city || near) return
    let current = true
    void import('@/lib/places/city-position').then(({ cityPosition }) => {
      if (current) setSeat({ city, found: cityPosition(city) })
    })
    return () => {
      current = false
    }
  }, [city, near])

  if (!near && !city) return { state: 'none' }
  const radius = km === undefined ? DEFAULT_RADIUS : Number(km)
  if (!isRadius(radius)) return { state: 'invalid', reason: RADIUS_INVALID }
  if (near) {
    const point = parsePoint(near)
    return point ? { state: 'set', place: { ...point, km: radius } } : { state: 'invalid', reason: POINT_INVALID }
  }
  if (!seat || seat.city !== city) return { state: 'resolving' }
  const { found } = seat
  return found
    ? { state: 'set', place: { latitude: found.latitude, longitude: found.longitude, km: radius, cidade: found.label } }
    : { state: 'invalid', reason: cityNotFound(city!) }
}
