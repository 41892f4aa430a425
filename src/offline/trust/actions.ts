import type { Author } from '@/lib/server/session'
import { expiryFromNow } from '@/lib/rules/ad-time'
import type { ReportReason } from '@/lib/rules/report-reasons'
import type { CachedReport } from './types'
import type { OfflineDatabase } from '../store/database'
import { enqueue } from '../engine/outbox'

// Renewing an ad, reporting one and the moderation's decisions, as the screens record them: shown
// at once on the phone, sent through the outbox. Renewal and decisions belong to the ad's entity
// (after its queued edits); a report is an entity of its own.

export async function renovarAnuncio(db: OfflineDatabase, autor: Author, id: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.update(id, { status: 'ativo', expira_em: expiryFromNow(now) })
    await enqueue(db, { kind: 'renovarAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id } }, now)
  })
}

export interface NovaDenuncia {
  anuncio_id: string
  motivo: ReportReason
  detalhes: string | null
}

export async function denunciarAnuncio(
  db: OfflineDatabase,
  autor: Author,
  dados: NovaDenuncia,
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  const denuncia = { id, ...dados, detalhes: dados.detalhes?.trim() || null }
  await db.transaction('rw', db.denuncias, db.outbox, async () => {
    await db.denuncias.put({
      ...denuncia,
      user_id: autor.id,
      status: 'aberta',
      decidida_em: null,
      created_at: new Date(now).toISOString(),
      pending: true,
    })
    await enqueue(db, { kind: 'denunciarAnuncio', entity: `denuncia:${id}`, ownerId: autor.id, payload: { denuncia } }, now)
  })
  return id
}

/** The open reports of an ad on this phone leave the queue once decided. */
async function closeReports(db: OfflineDatabase, anuncioId: string, status: CachedReport['status'], now: number) {
  await db.denuncias
    .where('anuncio_id')
    .equals(anuncioId)
    .filter((r) => r.status === 'aberta')
    .modify({ status, decidida_em: new Date(now).toISOString() })
}

export async function ocultarAnuncio(db: OfflineDatabase, autor: Author, id: string, motivo: string, now = Date.now()) {
  const texto = motivo.trim()
  await db.transaction('rw', db.anuncios, db.denuncias, db.outbox, async () => {
    await db.anuncios.update(id, { status: 'oculto', ocultado_motivo: texto })
    await closeReports(db, id, 'procedente', now)
    await enqueue(db, { kind: 'ocultarAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, motivo: texto } }, now)
  })
}

export async function descartarDenuncias(db: OfflineDatabase, autor: Author, id: string, now = Date.now()) {
  await db.transaction('rw', db.denuncias, db.outbox, async () => {
    await closeReports(db, id, 'descartada', now)
    await enqueue(db, { kind: 'descartarDenuncias', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id } }, now)
  })
}
