import { useEffect, useState } from 'react'
import { DEFAULT_RADIUS, parsePoint, type Near, type NearSearch } from '@/lib/places'

export type NearFromUrl =
  { state: 'none' } | { state: 'resolving' } | { state: 'set'; place: Near } | { state: 'invalid'; reason: string }

export const cityNotFound = (city: string) =>
  `Cidade não encontrada na lista do IBGE: "${city}". Escolha uma das sugestões (ex.: Vitória, ES).`
export const POINT_INVALID = 'Localização inválida no endereço: escolha sua cidade ou toque em "Perto de mim".'

/** The place the URL names (?near=lat,lng or ?city=Cidade, UF, with &km=), resolved on the phone. */
export function useNearFromSearch({ near, city, km = DEFAULT_RADIUS }: NearSearch): NearFromUrl {
  const [seat, setSeat] = useState<{ city: string; place: Near | null } | null>(null)
  useEffect(() => {
    if (!city || near) return
    let current = true
    void import('@/lib/places/city-position').then(({ cityPosition }) => {
      const found = cityPosition(city)
      if (current)
        setSeat({
          city,
          place: found && { latitude: found.latitude, longitude: found.longitude, km, cidade: found.label },
        })
    })
    return () => {
      current = false
    }
  }, [city, near, km])

  if (near) {
    const point = parsePoint(near)
    return point ? { state: 'set', place: { ...point, km } } : { state: 'invalid', reason: POINT_INVALID }
  }
  if (!city) return { state: 'none' }
  if (seat?.city !== city) return { state: 'resolving' }
  return seat.place ? { state: 'set', place: { ...seat.place, km } } : { state: 'invalid', reason: cityNotFound(city) }
}
