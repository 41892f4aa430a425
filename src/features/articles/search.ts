import { compareIso } from '@/lib/formats/order'
import { matchesAllWords } from '@/lib/formats/text'
import { ARTICLES, type Article } from './data/articles'

export const ARTIGOS_POR_PAGINA = 6

export function newestFirst(articles: Article[]): Article[] {
  return [...articles].sort((a, b) => compareIso(b.date, a.date))
}

/** The articles matching a search (every word, accent-insensitive), newest first. */
export function searchArticles(search: string | undefined): Article[] {
  const all = newestFirst(ARTICLES)
  if (!search?.trim()) return all
  return all.filter((a) => matchesAllWords(`${a.title} ${a.excerpt} ${a.content.join(' ')} ${a.tags.join(' ')}`, search))
}

export function paginate<T>(items: T[], page: number, porPagina = ARTIGOS_POR_PAGINA) {
  const totalPaginas = Math.max(1, Math.ceil(items.length / porPagina))
  const atual = Math.min(Math.max(1, page), totalPaginas)
  return { itens: items.slice((atual - 1) * porPagina, atual * porPagina), totalPaginas, atual }
}
