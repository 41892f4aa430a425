import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEVICE_OWNER, enqueue } from '@/offline/engine/outbox'
import { dismissLost, forgetLedgerOf, lostChanges, reconcileLedger } from '@/offline/engine/queue-ledger'
import { LOST_EVENT } from '@/offline/engine/queue-ledger-note'
import { OfflineDatabase } from '@/offline/store/database'

// The ledger outside IndexedDB: a phone whose database the browser cleared (eviction) names the
// changes recorded on it that never reached the server; a phone whose database is intact says
// nothing.

const MARIA = 'maria-id'
let name: string
let db: OfflineDatabase

beforeEach(() => {
  localStorage.clear()
  name = `ledger-${randomUUID()}`
  db = new OfflineDatabase(name)
})
afterEach(() => db.delete())

const anuncio = (titulo: string) => ({
  kind: 'publicarAnuncio' as const,
  entity: `anuncio:${titulo}`,
  ownerId: MARIA,
  payload: {
    anuncio: { id: randomUUID(), titulo, categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27998761234', user_id: MARIA },
  },
})
const mensagem = (texto: string) => ({
  kind: 'enviarMensagem' as const,
  entity: 'conversa:a:b',
  ownerId: MARIA,
  payload: { mensagem: { id: randomUUID(), anuncio_id: 'a', comprador_id: MARIA, vendedor_id: 'v', texto } },
})

/** The browser evicting the site: IndexedDB gone (localStorage stays), the app opening a new one. */
async function evict() {
  await db.delete()
  db = new OfflineDatabase(name)
}

const nothingArrived = async () => false

describe('the queue ledger', () => {
  it('an intact phone: sent changes are forgotten, nothing is named', async () => {
    await reconcileLedger(db, MARIA, nothingArrived)
    await enqueue(db, anuncio('Queijo minas'))
    await enqueue(db, { ...anuncio('Aparelho'), ownerId: DEVICE_OWNER })
    expect(await reconcileLedger(db, MARIA, nothingArrived)).toEqual([])
    await db.outbox.clear() // sent
    expect(await reconcileLedger(db, MARIA, nothingArrived)).toEqual([])
    await evict()
    expect(await reconcileLedger(db, MARIA, nothingArrived)).toEqual([])
  })

  it('evicted with an ad and a message queued: both named once the server says it has neither', async () => {
    await reconcileLedger(db, MARIA, nothingArrived)
    await enqueue(db, anuncio('Queijo minas'))
    await enqueue(db, mensagem('Ainda tem o queijo? Passo aí amanhã cedo para buscar, pode ser?'))
    await evict()
    // Signed out, or offline: nothing can be told yet, nothing is forgotten.
    expect(await reconcileLedger(db, null, nothingArrived)).toEqual([])
    expect(await reconcileLedger(db, MARIA, async () => null)).toEqual([])
    const lost = await reconcileLedger(db, MARIA, nothingArrived)
    expect(lost.map((e) => e.label)).toEqual(['Anúncio “Queijo minas”', 'Mensagem “Ainda tem o queijo? Passo aí amanhã ced…”'])
    expect(lostChanges()).toEqual(lost)
    // Named once: the next start says the same list until it is dismissed, and adds nothing.
    expect(await reconcileLedger(db, MARIA, nothingArrived)).toEqual(lost)
    dismissLost()
    expect(lostChanges()).toEqual([])
  })

  it("each start's check tells the screens when it has answered, lost or not, online or not", async () => {
    let told = 0
    const count = () => told++
    window.addEventListener(LOST_EVENT, count)
    try {
      await reconcileLedger(db, MARIA, nothingArrived) // intact
      expect(told).toBe(1)
      await enqueue(db, anuncio('Queijo minas'))
      await evict()
      await reconcileLedger(db, MARIA, async () => null) // cannot tell yet
      expect(told).toBe(2)
      await reconcileLedger(db, MARIA, nothingArrived) // named
      expect(told).toBe(3)
    } finally {
      window.removeEventListener(LOST_EVENT, count)
    }
  })

  it('what reached the server before the eviction (its answer lost) is not named', async () => {
    await reconcileLedger(db, MARIA, nothingArrived)
    await enqueue(db, anuncio('Mel'))
    await enqueue(db, mensagem('Oi'))
    await evict()
    const lost = await reconcileLedger(db, MARIA, async (row) => row.table === 'anuncios')
    expect(lost.map((e) => e.label)).toEqual(['Mensagem “Oi”'])
  })

  it('"Sair" forgets the person’s lost list, and their entries when their queue is dropped', async () => {
    await reconcileLedger(db, MARIA, nothingArrived)
    await enqueue(db, anuncio('Mel'))
    await evict()
    await reconcileLedger(db, MARIA, nothingArrived)
    expect(lostChanges()).toHaveLength(1)
    forgetLedgerOf(MARIA, { queued: true })
    expect(lostChanges()).toEqual([])
    expect(localStorage.getItem('campo-solidario:fila')).not.toContain('Mel')
  })
})
