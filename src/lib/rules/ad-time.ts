// An ad's time in public view: 60 days after it was published or last renewed (anuncios.expira_em).
// The database decides what is public; the phone uses these to show it the same way offline.

export const AD_LIFETIME_DAYS = 60
/** Meus Anúncios offers "Renovar" this many days before an ad expires. */
export const RENEW_NOTICE_DAYS = 7

const DAY_MS = 86_400_000

interface Timed {
  status: string
  expira_em?: string | null
}

export function isPastItsTime(ad: Timed, now = Date.now()): boolean {
  return typeof ad.expira_em === 'string' && Date.parse(ad.expira_em) <= now
}

/** In public view: active and within its time (an ad cached before expiry dates existed counts as within). */
export function isPublicAd(ad: Timed, now = Date.now()): boolean {
  return ad.status === 'ativo' && !isPastItsTime(ad, now)
}

/** Whole days left, rounded up (0 once past): "Expira em N dias". */
export function daysLeft(ad: Timed, now = Date.now()): number | null {
  if (typeof ad.expira_em !== 'string') return null
  return Math.max(0, Math.ceil((Date.parse(ad.expira_em) - now) / DAY_MS))
}

/** What Meus Anúncios shows: expirado as soon as the time is over, before the server marks it. */
export function statusShown<Status extends string>(ad: Timed & { status: Status }, now = Date.now()): Status | 'expirado' {
  return ad.status === 'ativo' && isPastItsTime(ad, now) ? 'expirado' : ad.status
}

export function expiryFromNow(now = Date.now()): string {
  return new Date(now + AD_LIFETIME_DAYS * DAY_MS).toISOString()
}
