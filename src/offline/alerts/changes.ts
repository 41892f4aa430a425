import * as v from 'valibot'
import { change, id, type ChangesOf } from '../engine/define-changes'
import { dropEntity } from '../engine/outbox'
import type { CachedAlert } from './types'

// Search alerts (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.

export const alertChanges = {
  criarAlerta: change<Pick<CachedAlert, 'id' | 'termo' | 'categoria' | 'lugar' | 'latitude' | 'longitude' | 'km' | 'preco_max'>>({
    label: 'Alerta',
    payload: v.object({ id }),
    async forget(db, item) {
      await db.alertas.delete(item.payload.id)
      await dropEntity(db, item.entity)
    },
  }),
  pausarAlerta: change<{ id: string; pausado: boolean }>({
    label: 'Pausa do alerta',
    payload: v.object({ id, pausado: v.boolean() }),
  }),
  excluirAlerta: change<{ id: string }>({ label: 'Exclusão do alerta', payload: v.object({ id }) }),
}

export type AlertChange = ChangesOf<typeof alertChanges>
