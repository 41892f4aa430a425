import * as v from 'valibot'
import { change, id, type ChangesOf } from '../engine/define-changes'
import { dropEntity } from '../engine/outbox'
import type { PickupPointFields } from './types'

// A seller's pickup points (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.

const pickupPoint = v.object({ id, nome: v.string(), local: v.string(), cidade: v.string(), uf: v.string(), quando: v.string() })

export const pickupPointChanges = {
  criarPontoDeRetirada: change<PickupPointFields & { id: string }>({
    label: 'Ponto de retirada',
    payload: pickupPoint,
    async forget(db, item) {
      await db.pontos.delete(item.payload.id)
      await dropEntity(db, item.entity)
    },
  }),
  editarPontoDeRetirada: change<PickupPointFields & { id: string }>({
    label: 'Alteração do ponto de retirada',
    payload: pickupPoint,
  }),
  excluirPontoDeRetirada: change<{ id: string }>({ label: 'Exclusão do ponto de retirada', payload: v.object({ id }) }),
}

export type PickupPointChange = ChangesOf<typeof pickupPointChanges>
