import * as v from 'valibot'
import type { TablesInsert, TablesUpdate } from '@/lib/database.types'
import { change, id, paths, row, type ChangesOf } from '../engine/define-changes'
import { dropEntity } from '../engine/outbox'
import type { AdStatus } from './types'

// The ads' changes (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.

export const adChanges = {
  publicarAnuncio: change<{ anuncio: TablesInsert<'anuncios'> & { id: string }; imagens?: string[] }>({
    label: 'Publicação',
    payload: v.object({ anuncio: row, imagens: paths }),
    keepsAdCopy: true,
    // An ad that never reached the server leaves the phone with all its changes.
    async forget(db, item) {
      await dropEntity(db, item.entity)
      await db.anuncios.delete(item.payload.anuncio.id)
    },
  }),
  editarAnuncio: change<{
    id: string
    campos: TablesUpdate<'anuncios'>
    imagens?: string[]
    novas?: string[]
    removidas?: string[]
    /** The spoken description replaced or removed by this edit, deleted once the ad no longer points to it. */
    audioRemovido?: string
    /**
     * What the phone held of each field in `campos` when the edit was made: the edit's
     * precondition. A field the server holds otherwise now was changed on another device.
     */
    antes?: Record<string, unknown>
    /** The person chose "Manter o meu" for the fields another device changed: written over. */
    manterOMeu?: boolean
  }>({
    label: 'Edição',
    payload: v.object({
      id,
      campos: v.object({}),
      imagens: paths,
      novas: paths,
      removidas: paths,
      antes: v.optional(v.object({})),
      manterOMeu: v.optional(v.boolean()),
    }),
    keepsAdCopy: true,
  }),
  alterarStatusDoAnuncio: change<{ id: string; status: AdStatus }>({
    label: 'Mudança de status',
    payload: v.object({ id, status: v.string() }),
    keepsAdCopy: true,
  }),
  excluirAnuncio: change<{ id: string; imagens?: string[]; audio_caminho?: string | null }>({
    label: 'Exclusão',
    payload: v.object({ id, imagens: paths, audio_caminho: v.optional(v.nullable(v.string())) }),
    keepsAdCopy: true,
  }),
}

export type AdChange = ChangesOf<typeof adChanges>
