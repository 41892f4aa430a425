import * as trust from './actions'
import { record, type Author } from '../engine/record'
import { offlineDb as db } from '../store/offline-db'

// What the screens call: each records the change on the phone (shown at once, queued in the
// outbox) and the app's sync sends it — right away online, later offline.

export const renovarAnuncio = (autor: Author, id: string) => record(autor.id, () => trust.renovarAnuncio(db, autor, id))

export const denunciarAnuncio = (autor: Author, dados: trust.NovaDenuncia) =>
  record(autor.id, () => trust.denunciarAnuncio(db, autor, dados))

export const ocultarAnuncio = (autor: Author, id: string, motivo: string) =>
  record(autor.id, () => trust.ocultarAnuncio(db, autor, id, motivo))

export const descartarDenuncias = (autor: Author, id: string) => record(autor.id, () => trust.descartarDenuncias(db, autor, id))
