import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enviarMensagem } from '../../src/offline/conversations/actions'
import {
  ALREADY_RATED,
  avaliarPedido,
  bloquearPessoa,
  criarRespostaRapida,
  denunciarMensagem,
  desbloquearPessoa,
  excluirRespostaRapida,
  reservarAnuncio,
  TOO_MANY_QUICK_REPLIES,
} from '../../src/offline/negotiation/actions'
import { pullBlocks, pullQuickReplies } from '../../src/offline/negotiation/pull'
import { newAd, startTestBackend, type TestBackend } from './helpers'
import { phone, type Phone } from './phone'

// Negociar com segurança through the offline layer against the local server: what is recorded
// with no signal arrives once (lost answers and all), a message to someone who blocked the sender
// is refused with the database's reason, and the phone says its limits at once.

let backend: TestBackend
let seller: Phone
let buyer: Phone
let adId: string
beforeAll(async () => {
  backend = await startTestBackend()
  seller = await phone(backend)
  buyer = await phone(backend)
  adId = randomUUID()
  expect((await seller.supabase.from('anuncios').insert(newAd({ id: adId, titulo: 'Ovos caipira' }))).error).toBeNull()
})
afterAll(() => backend.stop())

const offline = (requests = 3) => Array.from({ length: requests }, () => ({ when: () => true, fault: 'drop-before' as const }))
const answerLost = (path: string) => ({
  when: (url: string, method: string) => url.includes(path) && method !== 'GET',
  fault: 'drop-after' as const,
})
const sellerAuthor = () => ({ id: seller.userId, name: 'Vendedora' })
const buyerAuthor = () => ({ id: buyer.userId, name: 'Comprador' })
const conversa = () => ({ anuncio_id: adId, comprador_id: buyer.userId, vendedor_id: seller.userId })

describe('negotiating safely offline', () => {
  it('a block recorded with no signal arrives once; the blocked person’s next message is refused with its reason', async () => {
    const first = await enviarMensagem(buyer.db, buyerAuthor(), conversa(), 'Ainda está disponível?')
    await buyer.drain()
    expect((await buyer.db.outbox.toArray()).length).toBe(0)

    seller.plan.faults.push(...offline(), answerLost('/rest/v1/bloqueios'))
    await bloquearPessoa(seller.db, sellerAuthor(), { id: buyer.userId, nome: 'Comprador' })
    await denunciarMensagem(seller.db, sellerAuthor(), { mensagem_id: first, motivo: 'golpe', detalhes: null })
    await seller.drain()
    const blocks = await backend.service().from('bloqueios').select('bloqueado_id').eq('user_id', seller.userId)
    expect(blocks.data).toEqual([{ bloqueado_id: buyer.userId }])
    const reports = await backend.service().from('denuncias_mensagens').select('mensagem_id').eq('user_id', seller.userId)
    expect(reports.data).toEqual([{ mensagem_id: first }])

    // Written offline, refused when sent: the phone keeps it and says why.
    buyer.plan.faults.push(...offline())
    await enviarMensagem(buyer.db, buyerAuthor(), conversa(), 'Me passa o código que chegou por SMS')
    for (let run = 0; run < 5; run++) {
      await buyer.sync()
      buyer.later()
    }
    const [refused] = await buyer.db.outbox.toArray()
    expect(refused).toMatchObject({
      kind: 'enviarMensagem',
      status: 'failed',
      error: 'Esta pessoa não recebe mais mensagens nem pedidos seus.',
    })
    await buyer.db.outbox.clear()

    // The seller's other phone learns of the block; unblocking lets the buyer write again.
    expect(await pullBlocks(seller.supabase, seller.db, seller.userId)).toEqual({ ok: true, count: 1 })
    await desbloquearPessoa(seller.db, sellerAuthor(), buyer.userId)
    await seller.drain()
    expect((await backend.service().from('bloqueios').select('user_id').eq('user_id', seller.userId)).data).toEqual([])
    await enviarMensagem(buyer.db, buyerAuthor(), conversa(), 'Desculpe, era engano.')
    await buyer.drain()
    expect(await buyer.db.outbox.count()).toBe(0)
  })

  it('Reservado and a rating go offline; a second rating of the order is refused on the phone at once', async () => {
    seller.plan.faults.push(...offline(), answerLost('/rest/v1/rpc/reservar_anuncio'))
    await reservarAnuncio(seller.db, sellerAuthor(), adId, true)
    await seller.drain()
    expect((await backend.service().from('anuncios').select('reservado_em').eq('id', adId)).data![0].reservado_em).not.toBeNull()
    await reservarAnuncio(seller.db, sellerAuthor(), adId, false)
    await seller.drain()

    const pedido = randomUUID()
    expect(
      (await buyer.supabase.from('pedidos').insert({ id: pedido, anuncio_id: adId, quantidade: '1 dúzia', entrega: 'retirar' }))
        .error,
    ).toBeNull()
    expect((await seller.supabase.from('pedidos').update({ status: 'aceito', valor: 12 }).eq('id', pedido)).error).toBeNull()
    expect((await seller.supabase.from('pedidos').update({ status: 'entregue' }).eq('id', pedido)).error).toBeNull()

    buyer.plan.faults.push(...offline(), answerLost('/rest/v1/avaliacoes_pedidos'))
    const order = { id: pedido, vendedor_id: seller.userId, anuncio_id: adId }
    await avaliarPedido(buyer.db, buyerAuthor(), order, { nota: 5, texto: 'Ovos fresquinhos' })
    await expect(avaliarPedido(buyer.db, buyerAuthor(), order, { nota: 1, texto: null })).rejects.toThrow(ALREADY_RATED)
    await buyer.drain()
    const ratings = await backend.service().from('avaliacoes_pedidos').select('nota, texto').eq('pedido_id', pedido)
    expect(ratings.data).toEqual([{ nota: 5, texto: 'Ovos fresquinhos' }])
    const profile = await backend
      .service()
      .from('usuarios_publicos')
      .select('vendas_concluidas, avaliacao_pedidos_media')
      .eq('id', seller.userId)
    expect(profile.data).toEqual([{ vendas_concluidas: 1, avaliacao_pedidos_media: 5 }])
  })

  it('quick replies: up to 5 on the phone at once, on every phone of the person', async () => {
    seller.plan.faults.push(...offline(), answerLost('/rest/v1/respostas_rapidas'))
    const ids = []
    for (let n = 1; n <= 5; n++) ids.push(await criarRespostaRapida(seller.db, seller.userId, `Resposta ${n}`))
    await expect(criarRespostaRapida(seller.db, seller.userId, 'A sexta')).rejects.toThrow(TOO_MANY_QUICK_REPLIES)
    await excluirRespostaRapida(seller.db, seller.userId, ids[0])
    await seller.drain()
    const other = await phone(backend, undefined)
    // Another phone of the same person reads them (the server has 4).
    const { data } = await backend
      .service()
      .from('respostas_rapidas')
      .select('texto')
      .eq('user_id', seller.userId)
      .order('created_at')
    // Each reply is its own entity: they may reach the server in any order.
    expect(data!.map((r) => r.texto).sort()).toEqual(['Resposta 2', 'Resposta 3', 'Resposta 4', 'Resposta 5'])
    expect(await pullQuickReplies(seller.supabase, other.db, seller.userId)).toEqual({ ok: true, count: 4 })
  })
})
