import { Constants, type Enums, type Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

/** The columns of an ad the phone keeps: what the pulls ask the server for, nothing more. */
export const AD_COLUMNS =
  'id, titulo, categoria, preco, descricao, cidade, uf, endereco, cep, contato, email, imagens, latitude, longitude, user_id, user_name, status, avaliacao_media, avaliacoes_quantidade, expira_em, ocultado_motivo, created_at, updated_at, audio_caminho, audio_duracao_ms, unidade, quantidade_disponivel, pontos_de_retirada, reservado_em'

/** An ad as the server sends it to the phone: the generated row type, with those columns. */
export type AdRow = Pick<Tables<'anuncios'>, ColumnsOf<typeof AD_COLUMNS>>

/**
 * The statuses this version of the app knows: the database's enum when the app was built (a
 * newer server may add one; pulls leave out rows in a status the app cannot show).
 */
export const AD_STATUSES = Constants.public.Enums.status_do_anuncio
export type AdStatus = Enums<'status_do_anuncio'>

/** What an ad made on the phone lacks until the server has it. */
type FilledByServer =
  | 'endereco'
  | 'cep'
  | 'email'
  | 'latitude'
  | 'longitude'
  | 'user_name'
  | 'avaliacao_media'
  | 'avaliacoes_quantidade'
  | 'expira_em'
  | 'ocultado_motivo'
  | 'updated_at'

/**
 * Columns missing from ads this phone kept before they existed: the spoken description's, and the
 * unit, stock and pickup points (issue 77; an ad without them is sold by the unit, with no count
 * kept and no point named), and Reservado (issue 78; missing is not reserved).
 */
type LaterColumns =
  'audio_caminho' | 'audio_duracao_ms' | 'unidade' | 'quantidade_disponivel' | 'pontos_de_retirada' | 'reservado_em'

/** An ad as the server has it (or as the phone made it, while `pending`). */
export type CachedAd = Omit<AdRow, FilledByServer | LaterColumns> &
  Partial<Pick<AdRow, FilledByServer | LaterColumns>> & {
    /** Made on this phone and not on the server yet. */
    pending?: boolean
    /** Photos chosen on this phone and not uploaded yet, by their future storage path. */
    localPhotos?: Record<string, Blob>
    /** When the phone last saw it (epoch ms): the oldest go first when the cache is full. */
    cachedAt: number
  }

export type { AdChange } from './changes'
