import type { CachedAd } from '@/offline/ads/types'

let n = 0

/** An ad as the phone keeps it (public, by someone else) — override what a test is about. */
export function cachedAd(extra: Partial<CachedAd> = {}): CachedAd {
  n++
  return {
    id: `ad-${String(n).padStart(4, '0')}`,
    titulo: `Produto ${n}`,
    categoria: 'comida',
    preco: 10,
    descricao: null,
    cidade: 'Serra',
    uf: 'ES',
    contato: '27991112222',
    imagens: [],
    user_id: 'outra-pessoa',
    status: 'ativo',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    cachedAt: 1,
    ...extra,
  }
}
