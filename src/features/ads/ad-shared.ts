import { formatPrice } from '@/lib/format'
import type { CachedAd } from '@/offline'
import type { Shared } from '@/ui/ShareButtons'

/** How an ad travels in a message: title, price and city, then its address. */
export function adShared(ad: Pick<CachedAd, 'id' | 'titulo' | 'preco' | 'cidade' | 'uf'>): Shared {
  return {
    path: `/product/${ad.id}`,
    title: ad.titulo,
    message: `${ad.titulo} — ${formatPrice(ad.preco)} em ${ad.cidade}/${ad.uf}, no Campo Solidário:`,
  }
}
