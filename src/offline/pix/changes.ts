import * as v from 'valibot'
import { change, id, type ChangesOf } from '../engine/define-changes'
import type { CachedPixKey } from './types'

// The seller's Pix key (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.

export const pixKeyChanges = {
  salvarChavePix: change<Pick<CachedPixKey, 'user_id' | 'tipo' | 'chave'>>({
    label: 'Chave Pix',
    payload: v.object({ user_id: id, tipo: v.string(), chave: v.string() }),
  }),
  removerChavePix: change<{ user_id: string }>({ label: 'Remoção da chave Pix', payload: v.object({ user_id: id }) }),
}

export type PixKeyChange = ChangesOf<typeof pixKeyChanges>
