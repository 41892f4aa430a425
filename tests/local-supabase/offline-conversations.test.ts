import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  alterarPagamentoDoPedido,
  alterarStatusDoPedido,
  enviarMensagem,
  fazerPedido,
  marcarConversaLida,
} from '../../src/offline/conversations/actions'
import { pullPersonChanges } from '../../src/offline/person-changes'
import { discard } from '../../src/offline/registry'
import { salvarChavePix } from '../../src/offline/pix/actions'
import { pullPixKey } from '../../src/offline/pix/pull'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// Messages and orders through the offline layer against the local server: written with no
// signal, they reach the server once and in the order written; a change the other side made
// meanwhile comes back as an explained refusal.

let backend: TestBackend
let seller: Phone
let adId: string
beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: 3600 })
  seller = await phone(backend, { email: DEMO.maria.email, password: DEMO.maria.password })
  adId = randomUUID()
  expect((await seller.supabase.from('anuncios').insert(newAd({ id: adId, titulo: 'Café especial' }))).error).toBeNull()
})
afterAll(() => backend.stop())

const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
const answerLost = (table: string) => ({
  when: (url: string, method: string) => url.includes(`/rest/v1/${table}`) && method !== 'GET',
  fault: 'drop-after' as const,
})

/** The buyer orders `quantidade` of Maria's coffee on their phone (to pick up). */
const orderFrom = (buyer: Phone, quantidade: string) =>
  fazerPedido(
    buyer.db,
    { id: buyer.userId, name: 'Comprador' },
    {
      anuncio_id: adId,
      vendedor_id: DEMO.maria.id,
      vendedor_nome: 'Maria Souza',
      quantidade,
      observacao: null,
      entrega: 'retirar',
      viagem_id: null,
    },
  )

async function serverConversation(compradorId: string) {
  const { data } = await backend
    .service()
    .from('mensagens')
    .select('texto')
    .eq('anuncio_id', adId)
    .eq('comprador_id', compradorId)
    .order('created_at')
  return (data ?? []).map((m) => m.texto)
}

describe('conversations offline', () => {
  it('messages written with no signal arrive once, in the order written; the seller reads them and the buyer sees the receipt', async () => {
    const buyer = await phone(backend)
    // The app refreshed once when it started: from then on its refresh reads what changed.
    await pullPersonChanges(buyer.supabase, buyer.db, buyer.userId)
    const conversa = { anuncio_id: adId, comprador_id: buyer.userId, vendedor_id: DEMO.maria.id }
    buyer.plan.faults.push(...offline(), answerLost('mensagens'))
    for (const texto of ['Bom dia!', 'O café é torrado quando?', 'Queria 2 pacotes.']) {
      await enviarMensagem(buyer.db, { id: buyer.userId, name: 'Comprador' }, conversa, texto)
    }
    await buyer.drain()
    expect(await serverConversation(buyer.userId)).toEqual(['Bom dia!', 'O café é torrado quando?', 'Queria 2 pacotes.'])

    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    await marcarConversaLida(seller.db, seller.userId, conversa)
    await seller.drain()
    await pullPersonChanges(buyer.supabase, buyer.db, buyer.userId)
    const mine = await buyer.db.mensagens.where('[anuncio_id+comprador_id]').equals([adId, buyer.userId]).toArray()
    expect(mine.every((m) => m.lida_em && !m.pending)).toBe(true)
  })

  it('voice notes recorded with no signal play at once, then arrive once each, in order, each with one file (lost answers and all)', async () => {
    const buyer = await phone(backend)
    const conversa = { anuncio_id: adId, comprador_id: buyer.userId, vendedor_id: DEMO.maria.id }
    const note = (seconds: number) => ({
      blob: new Blob([new Uint8Array(2500 * seconds).fill(seconds)], { type: 'audio/webm;codecs=opus' }),
      duracaoMs: seconds * 1000,
    })
    buyer.plan.faults.push(
      ...offline(),
      { when: (url, method) => url.includes('/storage/v1/upload/resumable/') && method === 'PATCH', fault: 'drop-after' },
      answerLost('mensagens'),
    )
    const autor = { id: buyer.userId, name: 'Comprador' }
    const first = await enviarMensagem(buyer.db, autor, conversa, note(3))
    await enviarMensagem(buyer.db, autor, conversa, 'E o preço?')
    const second = await enviarMensagem(buyer.db, autor, conversa, note(2))
    // On the phone at once: the note's file plays from there before anything is sent.
    const kept = await buyer.db.mensagens.get(first)
    expect(kept).toMatchObject({ texto: '', audio_duracao_ms: 3000, audio_bytes: 7500, audio_tipo: 'audio/webm', pending: true })
    expect((await buyer.db.audios.get(kept!.audio_caminho!))?.blob.size).toBe(7500)

    await buyer.drain()
    const { data } = await backend
      .service()
      .from('mensagens')
      .select('id, texto, audio_caminho, audio_duracao_ms, audio_bytes, audio_tipo')
      .eq('comprador_id', buyer.userId)
      .order('created_at')
    expect(data).toEqual([
      {
        id: first,
        texto: '',
        audio_caminho: `${buyer.userId}/${first}.webm`,
        audio_duracao_ms: 3000,
        audio_bytes: 7500,
        audio_tipo: 'audio/webm',
      },
      expect.objectContaining({ texto: 'E o preço?', audio_caminho: null }),
      {
        id: second,
        texto: '',
        audio_caminho: `${buyer.userId}/${second}.webm`,
        audio_duracao_ms: 2000,
        audio_bytes: 5000,
        audio_tipo: 'audio/webm',
      },
    ])
    // Each note's bytes went up once, the one whose answer was lost included.
    expect(buyer.plan.fileBytes).toBe(7500 + 5000)
    const files = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'audios' and name like $1`,
      [`${buyer.userId}/%`],
    )
    expect(files.rows[0].n).toBe(2)
    // The other participant hears it.
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    const heard = await seller.supabase.storage.from('audios').download(`${buyer.userId}/${first}.webm`)
    expect(heard.data?.size).toBe(7500)
  })

  it('an order cancelled offline by the buyer while the seller accepted it is refused for the seller with its reason', async () => {
    const buyer = await phone(backend)
    const id = await orderFrom(buyer, '2 pacotes')
    await buyer.drain()
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)

    const pedido = { id, anuncio_id: adId, comprador_id: buyer.userId }
    await alterarStatusDoPedido(buyer.db, { id: buyer.userId, name: 'Comprador' }, pedido, 'cancelado')
    await buyer.drain()
    seller.plan.faults.push(...offline(1))
    await alterarStatusDoPedido(seller.db, { id: seller.userId, name: 'Maria Souza' }, pedido, 'aceito')
    await seller.sync()
    seller.later()
    await seller.sync()
    const [refused] = await seller.db.outbox.toArray()
    expect(refused).toMatchObject({
      kind: 'alterarStatusDoPedido',
      status: 'failed',
      error: 'O pedido já foi cancelado pelo comprador.',
    })
    await seller.db.outbox.clear()
    expect(await serverConversation(buyer.userId)).toEqual([
      'Pedido: 2 pacotes (retirar no local)',
      'Pedido cancelado pelo comprador.',
    ])
  })

  it('Pix with no signal: the key, the acceptance with its value, "Já paguei" and its confirmation arrive once, in order', async () => {
    const buyer = await phone(backend)
    seller.plan.faults.push(...offline(), answerLost('chaves_pix'))
    await salvarChavePix(seller.db, seller.userId, 'maria.pix@banco.test')
    await seller.drain()
    await seller.db.chavesPix.clear()
    await pullPixKey(seller.supabase, seller.db, seller.userId)
    expect(await seller.db.chavesPix.get(seller.userId)).toMatchObject({
      tipo: 'email',
      chave: 'maria.pix@banco.test',
      pending: false,
    })

    const id = await orderFrom(buyer, '1 pacote')
    await buyer.drain()
    const pedido = { id, anuncio_id: adId, comprador_id: buyer.userId }
    seller.plan.faults.push(...offline(), answerLost('pedidos'))
    await alterarStatusDoPedido(seller.db, { id: seller.userId, name: 'Maria Souza' }, pedido, 'aceito', 32)
    await seller.drain()

    // The buyer's phone saw the accepted order; with no signal it still says "Já paguei".
    await pullPersonChanges(buyer.supabase, buyer.db, buyer.userId)
    expect(await buyer.db.pedidos.get(id)).toMatchObject({ status: 'aceito', valor: 32, pix_chave: 'maria.pix@banco.test' })
    buyer.plan.faults.push(...offline(), answerLost('pedidos'))
    await alterarPagamentoDoPedido(buyer.db, { id: buyer.userId, name: 'Comprador' }, pedido, 'informado')
    await buyer.drain()
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    expect((await seller.db.pedidos.get(id))?.pagamento).toBe('informado')
    await alterarPagamentoDoPedido(seller.db, { id: seller.userId, name: 'Maria Souza' }, pedido, 'pago')
    await seller.drain()
    expect(await serverConversation(buyer.userId)).toEqual([
      'Pedido: 1 pacote (retirar no local)',
      'Pedido aceito.',
      'Pagamento informado: R$ 32,00 por Pix.',
      'Pagamento recebido: R$ 32,00.',
    ])
    await seller.db.chavesPix.clear()
    await seller.supabase.from('chaves_pix').delete().eq('user_id', seller.userId)
  })
})

describe('orders in the ad’s unit, through the phone', () => {
  it('an order of 4 kg made with no signal arrives once; accepting it (answer lost) takes 4 kg; one past what is left is refused with why', async () => {
    const kg = randomUUID()
    expect(
      (
        await seller.supabase
          .from('anuncios')
          .insert(newAd({ id: kg, titulo: 'Tomate', preco: 6, unidade: 'kg', quantidade_disponivel: 6 }))
      ).error,
    ).toBeNull()
    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    const buyer = await phone(backend)
    const inKg = (quantidade_pedida: number) =>
      fazerPedido(
        buyer.db,
        { id: buyer.userId, name: 'Comprador' },
        {
          anuncio_id: kg,
          vendedor_id: DEMO.maria.id,
          vendedor_nome: 'Maria Souza',
          quantidade: `${quantidade_pedida} kg`,
          quantidade_pedida,
          unidade: 'kg',
          preco_unitario: 6,
          observacao: null,
          entrega: 'retirar',
          viagem_id: null,
        },
      )
    buyer.plan.faults.push(...offline(), answerLost('pedidos'))
    const four = await inKg(4)
    const five = await inKg(5)
    await buyer.drain()
    const { data: orders } = await backend.service().from('pedidos').select('id, quantidade, preco_unitario').eq('anuncio_id', kg)
    expect(orders).toHaveLength(2)
    expect(orders!.find((o) => o.id === four)).toMatchObject({ quantidade: '4 kg', preco_unitario: 6 })

    await pullPersonChanges(seller.supabase, seller.db, seller.userId)
    const autor = { id: seller.userId, name: 'Maria Souza' }
    seller.plan.faults.push(answerLost('pedidos'))
    await alterarStatusDoPedido(seller.db, autor, { id: four, anuncio_id: kg, comprador_id: buyer.userId }, 'aceito', 24)
    expect((await seller.db.anuncios.get(kg))?.quantidade_disponivel).toBe(2)
    await seller.drain()
    const stock = async () =>
      Number(
        (await backend.db.query<{ q: string }>('select quantidade_disponivel as q from anuncios where id = $1', [kg])).rows[0].q,
      )
    expect(await stock()).toBe(2)

    await alterarStatusDoPedido(seller.db, autor, { id: five, anuncio_id: kg, comprador_id: buyer.userId }, 'aceito', 30)
    await seller.sync()
    const [refused] = await seller.db.outbox.toArray()
    expect(refused).toMatchObject({
      kind: 'alterarStatusDoPedido',
      status: 'failed',
      error: 'Não há quantidade disponível para este pedido (restam 2 kg).',
    })
    expect(await stock()).toBe(2)
    // Dropped, the phone shows the order waiting again (the seller may refuse it or restock first).
    await discard(seller.db, refused.seq!)
    expect(await seller.db.pedidos.get(five)).toMatchObject({ status: 'pendente' })
    expect((await seller.db.anuncios.get(kg))?.quantidade_disponivel).toBe(2)
  })
})
