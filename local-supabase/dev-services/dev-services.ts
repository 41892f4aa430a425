import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError, sendJson } from '../http/respond.ts'
import { PLACES } from './gazetteer.ts'
import { TILE_PNG } from './tile.ts'

// Local stand-ins for the three outside services the app is configured with, so `npm start` and
// the tests need no internet: a Nominatim-style geocoder (/dev/geocoder/search?q=…), a
// ViaCEP-style lookup (/dev/cep/{cep}/json/) and raster map tiles (/dev/tiles/{z}/{x}/{y}.png).

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function geocode(url: URL) {
  const query = fold(url.searchParams.get('q') ?? '')
  const place = PLACES.find((p) => query.includes(fold(`${p.cidade}, ${p.uf}`)) || query.includes(fold(p.cidade)))
  return place
    ? [{ lat: String(place.latitude), lon: String(place.longitude), display_name: `${place.cidade}, ${place.uf}, Brasil` }]
    : []
}

function cep(digits: string) {
  const place = PLACES.find((p) => p.cep === digits)
  if (!place) return { erro: true }
  return {
    cep: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    logradouro: place.logradouro,
    bairro: place.bairro,
    localidade: place.cidade,
    uf: place.uf,
  }
}

export function createDevServicesHandler() {
  return async (_req: IncomingMessage, res: ServerResponse, url: URL, rest: string) => {
    if (rest === 'geocoder/search') return sendJson(res, 200, geocode(url))
    const cepMatch = /^cep\/(\d{8})\/json\/*$/.exec(rest)
    if (cepMatch) return sendJson(res, 200, cep(cepMatch[1]))
    if (/^tiles\/\d+\/\d+\/\d+\.png$/.test(rest)) {
      res.writeHead(200, {
        'Content-Type': 'image/png',
        'Content-Length': String(TILE_PNG.length),
        'Cache-Control': 'max-age=86400',
      })
      res.end(TILE_PNG)
      return
    }
    throw new HttpError(404, { message: 'no Route matched with those values' })
  }
}
