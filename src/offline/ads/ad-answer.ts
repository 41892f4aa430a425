import { keptUntilTaken } from '@/lib/page-start/kept-until-taken'
import { publicRest, type RestReader } from '@/lib/server/rest-reader'
import { AD_COLUMNS, type AdRow } from './types'

// One ad as the server answers a visitor, without the phone's database: an ad's page draws it
// while the offline layer (Dexie) loads after the page has started, and that layer then keeps the
// very same answer (hooks.ts, useAd) rather than asking twice. On a prerendered page it is the
// boot script's answer (lib/page-start/prefetch.ts).

/** One ad (answers null when this reader may not see it). */
export const adQuery = (reader: RestReader, id: string) => reader.from('anuncios').select(AD_COLUMNS).eq('id', id).maybeSingle()

/** The server's answer: the ad, null when a visitor may not see it, undefined with no answer (no signal, an error). */
export type AdAnswer = AdRow | null | undefined

const firstAds = keptUntilTaken(
  (id: string) => id,
  (id: string) =>
    Promise.resolve(adQuery(publicRest, id)).then(
      ({ data, error }): AdAnswer => (error ? undefined : data),
      () => undefined,
    ),
)

/** An ad as the server answers a visitor, asked once until the phone's copy takes it. */
export const firstAd = firstAds.first

/** The answer firstAd got for this ad, once: later asks go to the server again. */
export const takeFirstAd = firstAds.take

/** As on a page just opened: nothing asked yet (each test starts so). */
export const forgetFirstAds = firstAds.forget
