import { adPrice } from '@/lib/rules/units'
import type { CachedAd } from '@/offline'
import type { Shared } from '@/ui/ShareButtons'

/** How an ad travels in a message: title, price per unit and city, then its address. */
export function adShared(ad: Pick<CachedAd, 'id' | 'titulo' | 'preco' | 'unidade' | 'cidade' | 'uf'>): Shared {
  return {
    path: `/product/${ad.id}`,
    title: ad.titulo,
    message: `${ad.titulo} — ${adPrice(ad)} em ${ad.cidade}/${ad.uf}, no Campo Solidário:`,
  }
}
