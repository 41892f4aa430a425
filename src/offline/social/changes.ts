import * as v from 'valibot'
import type { TablesInsert } from '@/lib/database.types'
import { change, id, row, type ChangesOf } from '../engine/define-changes'

// Comments and favourites (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.

export const socialChanges = {
  comentar: change<{ comentario: TablesInsert<'comentarios'> & { id: string } }>({
    label: 'Comentário',
    payload: v.object({ comentario: row }),
    async forget(db, item) {
      await db.comentarios.delete(item.payload.comentario.id)
    },
  }),
  favoritar: change<{ anuncio_id: string }>({ label: 'Favorito', payload: v.object({ anuncio_id: id }) }),
  desfavoritar: change<{ anuncio_id: string }>({ label: 'Favorito', payload: v.object({ anuncio_id: id }) }),
}

export type SocialChange = ChangesOf<typeof socialChanges>
