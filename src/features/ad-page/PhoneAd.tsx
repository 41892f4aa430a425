import { ReadAloudButton } from '@/features/read-aloud'
import { SellerLink } from '@/features/sellers'
import { adAvailable, adPrice } from '@/lib/rules/units'
import { useTellPage, type TellPage } from '@/lib/page-start/first-then-phone'
import { useAd, useUsernames, type CachedAd } from '@/offline'

// The parts of an ad's page that read the phone's copy (Dexie): their code loads once the app has
// attached (phone-ad.ts), while the page draws the server's answer with their places held.
export { FavoriteButton } from '@/features/favorites'
export { OwnerNotice } from './OwnerNotice'
export { AdNotFound } from './AdNotFound'

/** "Ouvir anúncio": title, price per unit, what is left, the place, the seller, then the description. */
export function ReadAloudAd({ ad }: { ad: CachedAd }) {
  const texts = () => [
    ad.titulo,
    adPrice(ad),
    adAvailable(ad) ?? '',
    `${ad.cidade}, ${ad.uf}`,
    ad.user_name ? `Anunciado por ${ad.user_name}` : '',
    ad.descricao ?? '',
  ]
  return <ReadAloudButton label="Ouvir anúncio" texts={texts} />
}

/** The ad as the phone holds it (refreshed from the server), told to the page rather than drawn here. */
export function PhoneAd({ id, onPhone }: { id: string; onPhone: TellPage<CachedAd> }) {
  const lookup = useAd(id)
  useTellPage(id, lookup.state === 'found' ? lookup.ad : undefined, lookup.state === 'notFound', onPhone)
  return null
}

/** "Anunciado por …" with the link to the seller's page, once the phone knows their username. */
export function SellerName({ ad }: { ad: Pick<CachedAd, 'user_id' | 'user_name'> }) {
  const usernames = useUsernames([ad.user_id])
  return <SellerLink username={usernames.get(ad.user_id)}>{ad.user_name}</SellerLink>
}
