import { publicImageUrlAt } from '../../src/lib/server/storage-url.ts'
import type { Unit } from '../../src/lib/rules/units.ts'

// What the web server reads from Supabase to answer a shared link: only what any visitor may read,
// with the anon key under row-level security (the web server holds no service key), each read
// bounded in time — a slow database never turns a page into an error (the caller falls back to
// the prerendered frame).

export interface PublicReadsConfig {
  supabaseUrl: string
  anonKey: string
  /** How long one read may take before the page is answered without it. */
  timeoutMs: number
}

export interface SellerForPage {
  id: string
  username: string
  display_name: string | null
  cidade: string | null
  uf: string | null
  avatar_path: string | null
  descricao: string | null
  avaliacao_media: number | null
  avaliacoes_quantidade: number
}

export interface TripForPage {
  id: string
  paradas: Array<{ cidade: string; uf: string }>
  data: string
  hora: string
  veiculo: string
  capacidade_kg: number
  carga_por_trecho: number[]
  status: string
}

export interface AdForPage {
  id: string
  titulo: string
  categoria: string
  preco: number | null
  descricao: string | null
  cidade: string
  uf: string
  imagens: string[] | null
  user_id: string
  user_name: string | null
  updated_at: string
  unidade: Unit
  quantidade_disponivel: number | null
}

const AD_FOR_PAGE =
  'id,titulo,categoria,preco,descricao,cidade,uf,imagens,user_id,user_name,updated_at,unidade,quantidade_disponivel'

/** Today's date in Brasília (yyyy-mm-dd), as the database's `interno.hoje()`. */
export function brasiliaDate(now = new Date()): string {
  return new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** A read that did not answer in time, or answered with an error: the page goes without it. */
export class ReadFailed extends Error {}

export function createPublicReads(config: PublicReadsConfig) {
  /** A read (or, with `args`, a call of a read-only function) as a visitor. */
  async function rest<Row>(pathAndQuery: string, args?: Record<string, unknown>): Promise<Row[]> {
    let answer: Response
    try {
      answer = await fetch(`${config.supabaseUrl}/rest/v1/${pathAndQuery}`, {
        method: args ? 'POST' : 'GET',
        headers: {
          apikey: config.anonKey,
          Authorization: `Bearer ${config.anonKey}`,
          Accept: 'application/json',
          ...(args ? { 'Content-Type': 'application/json' } : {}),
        },
        body: args ? JSON.stringify(args) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      throw new ReadFailed(String(error))
    }
    if (!answer.ok) throw new ReadFailed(`${answer.status} ${await answer.text()}`)
    return (await answer.json()) as Row[]
  }

  /**
   * Every row of a read, page by page in `id` order (PostgREST answers at most max-rows at a time).
   * By key, not by OFFSET: each page is an index range, as fast at the 100th page as at the first.
   */
  async function all<Row extends { id: string }>(table: string, query: string, pageSize = 1000): Promise<Row[]> {
    const rows: Row[] = []
    for (let after: string | null = null; ;) {
      const from: string = after ? `&id=gt.${after}` : ''
      const page = await rest<Row>(`${table}?${query}${from}&order=id&limit=${pageSize}`)
      rows.push(...page)
      if (page.length < pageSize) return rows
      after = page[page.length - 1].id
    }
  }

  return {
    /** Whether Supabase answers a visitor's read (the health check): null when it does, else why not. */
    async unreachable(): Promise<string | null> {
      try {
        await rest('anuncios?select=id&limit=1')
        return null
      } catch (error) {
        return error instanceof ReadFailed ? error.message : String(error)
      }
    },
    /** A public ad (null: no visitor may see it — unknown, deleted, paused, sold, hidden or expired). */
    async ad(id: string): Promise<AdForPage | null> {
      const [row] = await rest<AdForPage>(`anuncios?select=${AD_FOR_PAGE}&id=eq.${encodeURIComponent(id)}`)
      return row ?? null
    },
    /** A public profile by its username (null: none). */
    async seller(username: string): Promise<SellerForPage | null> {
      const [row] = await rest<SellerForPage>(
        `usuarios_publicos?select=id,username,display_name,cidade,uf,avatar_path,descricao,avaliacao_media,avaliacoes_quantidade&username=eq.${encodeURIComponent(username)}`,
      )
      return row ?? null
    },
    /** How many public ads a seller has. */
    async adCount(userId: string): Promise<number> {
      return (await rest<{ id: string }>(`anuncios?select=id&user_id=eq.${encodeURIComponent(userId)}&limit=1000`)).length
    },
    /** A trip a visitor may see (open or full), without anyone's phone (null: none). */
    async trip(id: string): Promise<TripForPage | null> {
      const [row] = await rest<TripForPage>(
        `viagens?select=id,paradas,data,hora,veiculo,capacidade_kg,carga_por_trecho,status&id=eq.${encodeURIComponent(id)}`,
      )
      return row ?? null
    },
    /** Category and city of an ad out of public view (null: no such ad). */
    async unavailableAd(id: string): Promise<{ categoria: string; cidade: string; uf: string } | null> {
      const [row] = await rest<{ categoria: string; cidade: string; uf: string }>('rpc/anuncio_indisponivel', { anuncio: id })
      return row ?? null
    },
    /** Public ads of a category in a state, those of the city first. */
    async nearbyAds(categoria: string, cidade: string, uf: string, limit: number): Promise<AdForPage[]> {
      const rows = await rest<AdForPage>(
        `anuncios?select=${AD_FOR_PAGE}&categoria=eq.${encodeURIComponent(categoria)}&uf=eq.${encodeURIComponent(uf)}&order=created_at.desc&limit=50`,
      )
      return [...rows.filter((ad) => ad.cidade === cidade), ...rows.filter((ad) => ad.cidade !== cidade)].slice(0, limit)
    },
    /** The newest public ads, for a page that has lost its own. */
    latestAds: (limit: number) => rest<AdForPage>(`anuncios?select=${AD_FOR_PAGE}&order=created_at.desc&limit=${limit}`),
    /** Every public ad's address and last change, for the sitemap. */
    adsForSitemap: () => all<{ id: string; updated_at: string; user_id: string }>('anuncios', 'select=id,updated_at,user_id'),
    /** Public profiles by id (username, for the sitemap). */
    sellers: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : rest<{ id: string; username: string }>(`usuarios_publicos?select=id,username&id=in.(${ids.join(',')})`),
    /** The trips a visitor may open whose day has not passed (Brasília's date), for the sitemap. */
    openTripsForSitemap: (today = brasiliaDate()) =>
      all<{ id: string; updated_at: string }>('viagens', `select=id,updated_at&status=in.(aberta,lotada)&data=gte.${today}`),
    /** The public address of a photo in the `imagens` bucket. */
    photoUrl: (path: string) => publicImageUrlAt(config.supabaseUrl, path),
  }
}

export type PublicReads = ReturnType<typeof createPublicReads>
