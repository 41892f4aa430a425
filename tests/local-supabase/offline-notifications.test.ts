import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enviarMensagem } from '../../src/offline/conversations/actions'
import { marcarNotificacaoLida, marcarTodasComoLidas } from '../../src/offline/notifications/actions'
import { pullPersonChanges } from '../../src/offline/person-changes'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// The person's notifications on the phone against the local server: pulled to read offline (only
// their own), marked read with no signal and sent once through the outbox; "mark all" leaves
// what arrived after it unread.

let backend: TestBackend
let seller: Phone
let adId: string
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
  seller = await phone(backend, { email: DEMO.maria.email, password: DEMO.maria.password })
  adId = randomUUID()
  expect((await seller.supabase.from('anuncios').insert(newAd({ id: adId, titulo: 'Mel de aroeira' }))).error).toBeNull()
})
afterAll(() => backend.stop())

const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))

async function serverUnread(userId: string) {
  const { data } = await backend.service().from('notificacoes').select('id').eq('user_id', userId).is('lida_em', null)
  return (data ?? []).map((n) => n.id)
}

async function buyerWrites(texto: string) {
  const buyer = await phone(backend)
  await enviarMensagem(
    buyer.db,
    { id: buyer.userId, name: 'Ana' },
    { anuncio_id: adId, comprador_id: buyer.userId, vendedor_id: DEMO.maria.id },
    texto,
  )
  await buyer.drain()
  return buyer
}

describe('notifications on the phone', () => {
  it('the person’s own are pulled with what each opens; the sender’s phone receives none of them', async () => {
    const buyer = await buyerWrites('Tem mel hoje?')
    expect((await pullPersonChanges(seller.supabase, seller.db, seller.userId)).ok).toBe(true)
    const mine = await seller.db.notificacoes.where('user_id').equals(seller.userId).toArray()
    expect(mine).toContainEqual(
      expect.objectContaining({
        tipo: 'mensagem',
        texto: 'Sobre "Mel de aroeira"',
        url: `/mensagens/${adId}/${buyer.userId}`,
        lida_em: null,
      }),
    )
    await pullPersonChanges(buyer.supabase, buyer.db, seller.userId)
    expect(await buyer.db.notificacoes.count()).toBe(0)
  })

  it('marked read with no signal: read on the phone at once, on the server once when the signal returns', async () => {
    await buyerWrites('Ainda tem?')
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    const [first] = (await seller.db.notificacoes.where('user_id').equals(seller.userId).toArray()).filter((n) => !n.lida_em)
    seller.plan.faults.push(...offline(), {
      when: (url: string, method: string) => url.includes('/rest/v1/notificacoes') && method === 'PATCH',
      fault: 'drop-after' as const,
    })
    await marcarNotificacaoLida(seller.db, seller.userId, first.id)
    expect((await seller.db.notificacoes.get(first.id))?.lida_em).toBeTruthy()
    // A refresh before the mark is sent keeps it read on the phone.
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    expect((await seller.db.notificacoes.get(first.id))?.lida_em).toBeTruthy()
    await seller.drain()
    expect(await serverUnread(seller.userId)).not.toContain(first.id)
    expect(await seller.db.outbox.count()).toBe(0)
  })

  it('“Marcar todas como lidas” reads what the phone had; a notification that arrives later stays unread', async () => {
    await buyerWrites('Bom dia')
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    await marcarTodasComoLidas(seller.db, seller.userId)
    await buyerWrites('Outra pergunta')
    await seller.drain()
    const unread = await serverUnread(seller.userId)
    expect(unread).toHaveLength(1)
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    const onPhone = (await seller.db.notificacoes.where('user_id').equals(seller.userId).toArray()).filter((n) => !n.lida_em)
    expect(onPhone.map((n) => n.id)).toEqual(unread)
  })
})
