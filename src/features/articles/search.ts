import { matchesAllWords } from '@/lib/text'
import { ARTICLES, type Article } from './data/articles'

export const ARTIGOS_POR_PAGINA = 6

export function newestFirst(articles: Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date))
}

/** The articles matching a search (every word, accent-insensitive), newest first. */
export function searchArticles(busca: string | undefined): Article[] {
  const all = newestFirst(ARTICLES)
  if (!busca?.trim()) return all
  return all.filter((a) => matchesAllWords(`${a.title} ${a.excerpt} ${a.content.join(' ')} ${a.tags.join(' ')}`, busca))
}

export function paginate<T>(items: T[], pagina: number, porPagina = ARTIGOS_POR_PAGINA) {
  const totalPaginas = Math.max(1, Math.ceil(items.length / porPagina))
  const atual = Math.min(Math.max(1, pagina), totalPaginas)
  return { itens: items.slice((atual - 1) * porPagina, atual * porPagina), totalPaginas, atual }
}
