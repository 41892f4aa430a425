import type { NovoAnuncio } from '../../src/offline/ads/actions'

/** An ad as the publish form hands it to the offline layer (the fewest fields it takes). */
export const NOVO_ANUNCIO: NovoAnuncio = {
  titulo: 'Mel',
  categoria: 'comida',
  preco: null,
  descricao: null,
  cidade: 'Serra',
  uf: 'ES',
  contato: '27991112222',
}
