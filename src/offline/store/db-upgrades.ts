import type { Transaction } from 'dexie'

// What a new version of the phone's database does to the data an older app version left there:
// nothing queued or kept may be lost or become unreadable when the app updates.

const RENAMED_KINDS: Record<string, string> = {
  criarAnuncio: 'publicarAnuncio',
  statusAnuncio: 'alterarStatusDoAnuncio',
}

function renameField(record: Record<string, unknown>, from: string, to: string) {
  if (!(from in record)) return
  record[to] = record[from]
  delete record[from]
}

/**
 * v12 → v13: each queued change carries its payload's version. Items recorded before versions
 * existed have the shape of version 1 (unchanged since v4's renames).
 */
export async function versionQueuedChanges(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((item: Record<string, unknown>) => {
      if (item.v === undefined) item.v = 1
    })
}

/** v3 → v4: outbox kinds, `pendente`, `fotosLocais` and comments' `criado_em` take their one name. */
export async function renameToOneNamePerConcept(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((item: Record<string, unknown>) => {
      const kind = RENAMED_KINDS[item.kind as string]
      if (kind) item.kind = kind
    })
  await tx
    .table('anuncios')
    .toCollection()
    .modify((ad: Record<string, unknown>) => {
      renameField(ad, 'pendente', 'pending')
      renameField(ad, 'fotosLocais', 'localPhotos')
    })
  await tx
    .table('comentarios')
    .toCollection()
    .modify((comment: Record<string, unknown>) => {
      renameField(comment, 'pendente', 'pending')
      renameField(comment, 'criado_em', 'created_at')
    })
  await tx
    .table('favoritos')
    .toCollection()
    .modify((favorite: Record<string, unknown>) => renameField(favorite, 'pendente', 'pending'))
}
