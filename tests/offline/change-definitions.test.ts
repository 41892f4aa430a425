import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { saveAds } from '@/offline/ads/cache'
import { CHANGES, changeLabel } from '@/offline/changes'
import { enqueue } from '@/offline/engine/outbox'
import { unsendable } from '@/offline/registry'
import { UNKNOWN_KIND, UNREADABLE_PAYLOAD } from '@/offline/unsendable-reasons'
import { OfflineDatabase } from '@/offline/store/database'
import type { CachedAd } from '@/offline/ads/types'
import { CHANGED_PAYLOAD_VERSIONS, type OutboxKind } from '@/offline/store/outbox-item'
import { cachedAd } from '../support/ad'

// Each kind of change is defined once (its domain's changes.ts); what the screens, the outbox and
// the ads' cache know of it comes from there.

let db: OfflineDatabase
beforeEach(() => {
  db = new OfflineDatabase(`changes-${randomUUID()}`)
})
afterEach(() => db.delete())

const kinds = Object.keys(CHANGES) as OutboxKind[]

async function serverSendsAgain(kind: OutboxKind): Promise<string | undefined> {
  const { cachedAt: _cachedAt, ...row } = cachedAd({ id: 'x', titulo: 'Doce de leite' })
  await db.anuncios.put({ ...row, titulo: 'Doce de leite caseiro', cachedAt: 1 } as CachedAd)
  await db.outbox.add({
    kind,
    entity: 'anuncio:x',
    ownerId: 'u',
    payload: { id: 'x' },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
  } as never)
  await saveAds(db, [row])
  return (await db.anuncios.get('x'))?.titulo
}

describe('a change defined once', () => {
  it.each(kinds.filter((kind) => CHANGES[kind].keepsAdCopy))(
    'while "%s" waits, the server sending the ad again does not undo it on the phone',
    async (kind) => {
      expect(await serverSendsAgain(kind)).toBe('Doce de leite caseiro')
    },
  )

  it('a waiting change that does not touch the ad itself (a favourite, a Reservado) lets the server refresh it', async () => {
    expect(CHANGES.favoritar.keepsAdCopy).toBeUndefined()
    expect(await serverSendsAgain('favoritar')).toBe('Doce de leite')
  })

  it("the ad changes that keep its copy are the ad owner's and the moderator's", () => {
    expect(kinds.filter((kind) => CHANGES[kind].keepsAdCopy).sort()).toEqual(
      ['alterarStatusDoAnuncio', 'editarAnuncio', 'excluirAnuncio', 'ocultarAnuncio', 'publicarAnuncio', 'renovarAnuncio'].sort(),
    )
  })

  it('every kind has its pt-BR name on screen; one this build does not know is an "Alteração"', () => {
    for (const kind of kinds) expect(changeLabel(kind)).toMatch(/^[A-ZÀ-Ú][a-zà-ú ]+/)
    expect(changeLabel('publicarAnuncio')).toBe('Publicação')
    expect(changeLabel('enviarMensagem')).toBe('Mensagem')
    expect(changeLabel('trocarDeDono')).toBe('Alteração')
  })

  it("an item carries this build's payload version of its kind, and one of another version is refused as unknown", async () => {
    CHANGED_PAYLOAD_VERSIONS.favoritar = 2
    try {
      await enqueue(db, { kind: 'favoritar', entity: 'anuncio:x', ownerId: 'u', payload: { anuncio_id: 'x' } })
      const [item] = await db.outbox.toArray()
      expect(item.v).toBe(2)
      expect(unsendable(item)).toBeNull()
      // A build whose favoritar is still version 1 cannot read it: another build left it.
      delete CHANGED_PAYLOAD_VERSIONS.favoritar
      expect(unsendable(item)).toBe(UNKNOWN_KIND)
      expect(unsendable({ ...item, v: 1 })).toBeNull()
    } finally {
      delete CHANGED_PAYLOAD_VERSIONS.favoritar
    }
  })

  it("a payload its kind's schema refuses is unreadable; one it accepts is sent", () => {
    expect(unsendable({ kind: 'bloquearPessoa', v: 1, payload: {} })).toBe(UNREADABLE_PAYLOAD)
    expect(unsendable({ kind: 'bloquearPessoa', v: 1, payload: { bloqueado_id: 'p' } })).toBeNull()
  })
})
