import { formatPoint } from '../../src/lib/places/near.ts'

/**
 * A shared "Perto de mim" link by city (`/frete-solidario?city=Cidade, UF`, with `&km=` or not,
 * nothing else): the seat's point, rounded as the app sends it, for the page's boot script to ask
 * for that list before the app's code arrives (the phone would look the seat up only after it).
 * Null for any other address or a city not in the IBGE list (the app explains those).
 */
export async function sharedCityPoint(search: URLSearchParams): Promise<string | null> {
  const city = search.get('city')
  if (!city || ![...search.keys()].every((key) => key === 'city' || key === 'km')) return null
  // The seats' table (~5,570 places) is read on the first such link, not at start.
  const { cityPosition } = await import('../../src/lib/places/city-position.ts')
  const seat = cityPosition(city)
  return seat ? formatPoint(seat) : null
}
