import { inBrazil, roundPoint, type Point } from '@/lib/places'

// The phone's position, asked only when the person taps "Perto de mim", answered rounded to about
// 1 km or as a pt-BR reason the screen shows (with the way out: choosing a city).

export type Located = { ok: true; point: Point } | { ok: false; reason: string; denied?: boolean }

export const LOCATION_DENIED =
  'Você não permitiu o acesso à localização. Escolha sua cidade abaixo, ou permita a localização nas configurações do navegador e toque de novo em "Perto de mim".'
export const LOCATION_UNAVAILABLE = 'Não foi possível saber onde você está agora. Escolha sua cidade abaixo.'
export const LOCATION_OUTSIDE_BRAZIL = 'Sua localização parece estar fora do Brasil. Escolha uma cidade do Brasil abaixo.'
const NO_LOCATION = 'Este aparelho não informa a localização. Escolha sua cidade abaixo.'

export function locate(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Located> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: NO_LOCATION })
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude }
        resolve(inBrazil(point) ? { ok: true, point: roundPoint(point) } : { ok: false, reason: LOCATION_OUTSIDE_BRAZIL })
      },
      (error) =>
        resolve(
          error.code === error.PERMISSION_DENIED
            ? { ok: false, reason: LOCATION_DENIED, denied: true }
            : { ok: false, reason: LOCATION_UNAVAILABLE },
        ),
      // A position from the last 10 minutes will do: what is near does not move that fast.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    )
  })
}
