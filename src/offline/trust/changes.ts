import * as v from 'valibot'
import type { TablesInsert } from '@/lib/database.types'
import { change, id, row, type ChangesOf } from '../engine/define-changes'

// Renewals, reports and moderation (engine/define-changes.ts): recorded by actions.ts, sent by senders.ts.

export const trustChanges = {
  renovarAnuncio: change<{ id: string }>({ label: 'Renovação', payload: v.object({ id }), keepsAdCopy: true }),
  denunciarAnuncio: change<{ denuncia: TablesInsert<'denuncias'> & { id: string } }>({
    label: 'Denúncia',
    payload: v.object({ denuncia: row }),
  }),
  ocultarAnuncio: change<{ id: string; motivo: string }>({
    label: 'Ocultação do anúncio',
    payload: v.object({ id, motivo: v.string() }),
    keepsAdCopy: true,
  }),
  descartarDenuncias: change<{ id: string }>({ label: 'Descarte das denúncias', payload: v.object({ id }) }),
}

export type TrustChange = ChangesOf<typeof trustChanges>
