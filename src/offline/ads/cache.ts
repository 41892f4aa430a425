import { isPublicAd } from '@/lib/rules/ad-time'
import { distanceTo, type Near } from '@/lib/places'
import { matchesAllWords } from '@/lib/formats/text'
import { isSoldOut, unitOf, type Unit } from '@/lib/rules/units'
import { Constants } from '@/lib/database.types'
import type { CachedAd } from './types'
import type { OfflineDatabase } from '../store/database'
import { trustChanges } from '../trust/changes'
import { adChanges } from './changes'
import { compareIso, newestFirst } from '@/lib/formats/order'

const AD_COPY_KEEPERS: Record<string, { keepsAdCopy?: true }> = { ...adChanges, ...trustChanges }

/** A queued change that keeps the phone's copy of its ad while it waits: the ad's own, and a moderator's. */
const keepsAdCopy = (kind: string) => AD_COPY_KEEPERS[kind]?.keepsAdCopy === true

/** The units in the enum's order, as the server sorts a price within each (the forms' list is lib/rules/unit-input.ts). */
const UNIT_ORDER: readonly Unit[] = Constants.public.Enums.unidade_de_venda

/** Public ads kept beyond the person's own, favourites and pending ones (about 2–5 MB of text). */
export const CACHE_LIMIT = 1000

/** Ads written per step: copying a hundred into the phone's database at once is one long task on a slow phone. */
const WRITE_STEP = 25

/**
 * Stores ads from the server; the server's row replaces the phone's pending copy (same id, no
 * flicker). An ad with changes still queued keeps the phone's version until they are sent, so
 * a refresh never undoes what the person just did.
 */
export async function saveAds(db: OfflineDatabase, rows: Omit<CachedAd, 'cachedAt'>[], now = Date.now()): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    const changing = new Set(
      (await db.outbox.where('entity').startsWith('anuncio:').toArray())
        .filter((item) => keepsAdCopy(item.kind))
        .map((item) => item.entity),
    )
    const fresh = rows.filter((row) => !changing.has(`anuncio:${row.id}`))
    for (let start = 0; start < fresh.length; start += WRITE_STEP) {
      const step = fresh.slice(start, start + WRITE_STEP)
      const kept = await db.anuncios.bulkGet(step.map((row) => row.id))
      const news = step.filter((row, i) => !unchanged(kept[i], row, now))
      if (news.length > 0) await db.anuncios.bulkPut(news.map((row) => ({ ...row, pending: false, cachedAt: now })))
    }
  })
}

/** How long an ad the server sent again unchanged keeps the time it was last stored (eviction's "last seen"). */
const SEEN_AGAIN_MS = 60 * 60 * 1000

/**
 * The server's row is what the phone already keeps, stored less than an hour ago: it is not written
 * again. A write wakes every screen reading the ads, which then draws them again for nothing.
 */
function unchanged(kept: CachedAd | undefined, row: Omit<CachedAd, 'cachedAt'>, now: number): boolean {
  if (!kept || kept.pending || kept.localPhotos || now - kept.cachedAt >= SEEN_AGAIN_MS) return false
  return (Object.keys(row) as Array<keyof typeof row>).every((key) => JSON.stringify(row[key]) === JSON.stringify(kept[key]))
}

/**
 * Keeps the cache bounded: the person's own ads, their favourites and anything pending always
 * stay; of the others, the least recently seen go first beyond `limit`.
 */
export async function evictAds(
  db: OfflineDatabase,
  { ownerId, favoritos = [], limit = CACHE_LIMIT }: { ownerId?: string | null; favoritos?: string[]; limit?: number },
): Promise<number> {
  const keep = new Set(favoritos)
  const others = (await db.anuncios.orderBy('cachedAt').reverse().toArray()).filter(
    (ad) => ad.user_id !== ownerId && !keep.has(ad.id) && !ad.pending,
  )
  const evict = others.slice(limit).map((ad) => ad.id)
  await db.anuncios.bulkDelete(evict)
  return evict.length
}

export interface LocalSearch {
  termo?: string
  categoria?: string
  ordem?: 'relevancia' | 'preco' | 'recentes' | 'distancia'
  /** Only ads within `km` of the point ("Perto de mim"), measured as the server measures. */
  perto?: Pick<Near, 'latitude' | 'longitude' | 'km'>
  /** Only ads with a price, at most this one ("A combinar" never passes). */
  precoMax?: number
  /** Only ads sold by this unit. */
  unidade?: Unit
  /** "Só com estoque": no sold-out ad. */
  soComEstoque?: boolean
  limite?: number
  deslocamento?: number
}

/** The server's search (buscar_anuncios, buscar_anuncios_perto) over what the phone has: public ads only. */
export async function searchCachedAds(db: OfflineDatabase, busca: LocalSearch): Promise<CachedAd[]> {
  const termo = busca.termo?.trim() ?? ''
  const categoria = busca.categoria?.trim().toLowerCase()
  const { perto, precoMax, unidade, soComEstoque } = busca
  const distance = new Map<string, number>()
  const near = (ad: CachedAd) => {
    if (!perto) return true
    const km = distanceTo(perto, ad)
    if (km === null || km > perto.km) return false
    distance.set(ad.id, km)
    return true
  }
  const found = (await db.anuncios.where('status').equals('ativo').toArray()).filter(
    (ad) =>
      !ad.pending &&
      isPublicAd(ad) &&
      (!categoria || ad.categoria === categoria) &&
      (precoMax === undefined || (ad.preco !== null && ad.preco <= precoMax)) &&
      (!unidade || unitOf(ad) === unidade) &&
      (!soComEstoque || !isSoldOut(ad)) &&
      (!termo || matchesAllWords(`${ad.titulo} ${ad.descricao ?? ''}`, termo)) &&
      near(ad),
  )
  const recentes = (a: CachedAd, b: CachedAd) => newestFirst(a, b) || compareIso(a.id, b.id)
  const noTitulo = (ad: CachedAd) => (termo ? matchesAllWords(ad.titulo, termo) : true)
  const ordem = busca.ordem ?? (perto ? 'distancia' : 'relevancia')
  found.sort((a, b) => {
    if (ordem === 'distancia' && perto) return distance.get(a.id)! - distance.get(b.id)! || recentes(a, b)
    if (ordem === 'preco') {
      // Within one unit, as the server sorts: the units in their list's order, each from its cheapest.
      const byUnit = UNIT_ORDER.indexOf(unitOf(a)) - UNIT_ORDER.indexOf(unitOf(b))
      if (byUnit !== 0) return byUnit
      if (a.preco === null || b.preco === null) return a.preco === b.preco ? recentes(a, b) : a.preco === null ? 1 : -1
      return a.preco - b.preco || recentes(a, b)
    }
    if (ordem === 'relevancia' && termo) return Number(noTitulo(b)) - Number(noTitulo(a)) || recentes(a, b)
    return recentes(a, b)
  })
  const inicio = busca.deslocamento ?? 0
  return found.slice(inicio, inicio + (busca.limite ?? 20))
}
