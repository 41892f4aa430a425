import type { CachedReservation } from './types'
import * as trips from './actions'
import { record, type Author } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const oferecerViagem = (autor: Author, dados: trips.NovaViagem) =>
  record(autor.id, () => trips.oferecerViagem(db, autor, dados))

export const alterarStatusDaViagem = (autor: Author, id: string, status: 'cancelada' | 'realizada') =>
  record(autor.id, () => trips.alterarStatusDaViagem(db, autor, id, status))

export const reservarEspaco = (autor: Author, dados: trips.NovaReserva) =>
  record(autor.id, () => trips.reservarEspaco(db, autor, dados))

export const alterarStatusDaReserva = (
  autor: Author,
  reserva: Pick<CachedReservation, 'id' | 'viagem_id'>,
  status: CachedReservation['status'],
) => record(autor.id, () => trips.alterarStatusDaReserva(db, autor, reserva, status))
