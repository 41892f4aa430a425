import { keptUntilTaken } from '@/lib/page-start/kept-until-taken'
import { publicRest, type RestReader } from '@/lib/server/rest-reader'
import { pageSellerId } from '@/lib/page-start/page-seller'
import { AD_COLUMNS, type AdRow } from '../ads/types'
import { PROFILE_COLUMNS, type CachedProfile } from './types'

// A seller's profile and active ads as the server answers a visitor, without the phone's database:
// the seller's page draws it while the offline layer (Dexie) loads after the page has started, and
// that layer then keeps the very same answer (hooks.ts, useSeller) rather than asking twice. On a
// prerendered page the ads are the boot script's answer (lib/page-start/prefetch.ts).

const SELLER_ADS_LIMIT = 60

/** A seller's public profile, by username. */
export const sellerProfileQuery = (reader: RestReader, username: string) =>
  reader.from('usuarios_publicos').select(PROFILE_COLUMNS).eq('username', username).maybeSingle()

/** A seller's public ads, newest first (the prerender captures it for the page's boot script). */
export const sellerAdsQuery = (reader: RestReader, sellerId: string) =>
  reader
    .from('anuncios')
    .select(AD_COLUMNS)
    .eq('user_id', sellerId)
    .eq('status', 'ativo')
    .order('created_at', { ascending: false })
    .limit(SELLER_ADS_LIMIT)

export type SellerRows = { profile: Omit<CachedProfile, 'cachedAt'>; ads: AdRow[] }

/** The server's answer: the seller, null when there is none, undefined with no answer (no signal, an error). */
export type SellerAnswer = SellerRows | null | undefined

/** Asks `reader` for the seller; with the page's seller id, the profile and the ads at once. */
export async function askSeller(reader: RestReader, username: string, knownId: string | null): Promise<SellerAnswer> {
  const adsAsked = knownId ? Promise.resolve(sellerAdsQuery(reader, knownId)) : null
  const profile = await sellerProfileQuery(reader, username)
  if (profile.error) return undefined
  if (!profile.data) return null
  const ads = await (adsAsked && profile.data.id === knownId ? adsAsked : sellerAdsQuery(reader, profile.data.id))
  if (ads.error || !ads.data) return undefined
  return { profile: profile.data, ads: ads.data }
}

const firstSellers = keptUntilTaken(
  (username: string) => username,
  (username: string) => askSeller(publicRest, username, pageSellerId()).catch(() => undefined),
)

/** A seller as the server answers a visitor, asked once until the phone's copy takes it. */
export const firstSeller = firstSellers.first

/** The answer firstSeller got for this seller, once: later asks go to the server again. */
export const takeFirstSeller = firstSellers.take

/** As on a page just opened: nothing asked yet (each test starts so). */
export const forgetFirstSellers = firstSellers.forget
