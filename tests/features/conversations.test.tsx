import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { mensagemSchema, pedidoSchema } from '@/features/conversations/schema'
import { offlineDb } from '@/offline/store/offline-db'
import type { CachedMessage, CachedOrder } from '@/offline/conversations/types'
import { renderApp, signedIn } from '../render'
import { cachedAd } from '../support/ad'

// Messages and orders on screen, from the phone's copy: the list of conversations with their
// unread counts, a conversation (own messages, text never rendered as HTML, a message written and
// queued, marked read), the orders with what each side may do, and the forms' rules.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const ME = 'u1' // signedIn()'s user: Maria, the seller of the ad below
const BUYER = 'joao'

function message(extra: Partial<CachedMessage>): CachedMessage {
  return {
    id: crypto.randomUUID(),
    anuncio_id: 'a1',
    comprador_id: BUYER,
    vendedor_id: ME,
    remetente_id: BUYER,
    remetente_nome: 'João Pereira',
    texto: 'Oi',
    pedido_id: null,
    lida_em: null,
    created_at: '2026-11-20T10:00:00Z',
    ...extra,
  }
}

function order(extra: Partial<CachedOrder> = {}): CachedOrder {
  return {
    id: 'p1',
    anuncio_id: 'a1',
    comprador_id: BUYER,
    vendedor_id: ME,
    comprador_nome: 'João Pereira',
    vendedor_nome: 'Maria Souza',
    quantidade: '3 sacas',
    observacao: null,
    entrega: 'retirar',
    viagem_id: null,
    status: 'pendente',
    valor: null,
    pix_chave: null,
    pix_nome: null,
    pix_cidade: null,
    pagamento: null,
    created_at: '2026-11-20T11:00:00Z',
    updated_at: '2026-11-20T11:00:00Z',
    ...extra,
  }
}

beforeEach(async () => {
  await Promise.all([
    offlineDb.mensagens.clear(),
    offlineDb.pedidos.clear(),
    offlineDb.outbox.clear(),
    offlineDb.anuncios.clear(),
    offlineDb.bloqueios.clear(),
    offlineDb.respostasRapidas.clear(),
    offlineDb.avaliacoes.clear(),
  ])
  await offlineDb.anuncios.put(cachedAd({ id: 'a1', titulo: 'Café especial', user_id: ME, user_name: 'Maria Souza' }))
})

describe('the forms', () => {
  it('a message is 1 to 2,000 characters', () => {
    expect(v.safeParse(mensagemSchema, { texto: '   ' }).issues?.[0].message).toBe('Escreva a mensagem')
    expect(v.safeParse(mensagemSchema, { texto: 'x'.repeat(2001) }).issues?.[0].message).toBe('Mensagem com até 2000 caracteres')
  })

  it('an order asks an amount in the ad’s unit within what it has, a trip by frete solidário, a point where it names some', () => {
    const kg = pedidoSchema({ unidade: 'kg', disponivel: 6, comPontos: false })
    const base = { quantidade: '2,5', observacao: '', entrega: 'retirar', viagem_id: '', ponto_de_retirada_id: '' }
    expect(v.parse(kg, base)).toMatchObject({ quantidade: 2.5, observacao: null, viagem_id: null, ponto_de_retirada_id: null })
    expect(v.safeParse(kg, { ...base, quantidade: ' ' }).issues?.[0].message).toBe(
      'Informe a quantidade em números, como 10 ou 2,5.',
    )
    expect(v.safeParse(kg, { ...base, quantidade: '7' }).issues?.[0].message).toBe(
      'Não há quantidade disponível para este pedido (restam 6 kg).',
    )
    const bunches = pedidoSchema({ unidade: 'maco', disponivel: null, comPontos: true })
    expect(v.safeParse(bunches, { ...base, quantidade: '1,5' }).issues?.[0].message).toBe('Informe um número inteiro de maços.')
    expect(v.safeParse(bunches, { ...base, quantidade: '500' }).issues?.[0].message).toBe('Escolha onde retirar')
    expect(v.parse(bunches, { ...base, quantidade: '500', ponto_de_retirada_id: 'p1' }).quantidade).toBe(500)
    expect(v.safeParse(kg, { ...base, entrega: 'frete_solidario' }).issues?.[0].message).toBe(
      'Escolha a viagem do frete solidário',
    )
  })
})

describe('/mensagens', () => {
  it('says so when there is no conversation', async () => {
    await renderApp('/mensagens', signedIn())
    expect(await screen.findByText('Você ainda não tem nenhuma mensagem')).toBeInTheDocument()
  })

  it('lists each conversation with the ad, the other person, the last message and the unread count', async () => {
    await offlineDb.mensagens.bulkPut([
      message({ texto: 'Ainda tem?', created_at: '2026-11-20T10:00:00Z' }),
      message({ texto: 'Queria 2 pacotes', created_at: '2026-11-20T10:05:00Z' }),
    ])
    await renderApp('/mensagens', signedIn())
    const entry = await screen.findByRole('link', { name: /Café especial.*João Pereira.*2\s*não lidas/ })
    expect(within(entry).getByText('Queria 2 pacotes')).toBeInTheDocument()
  })
})

describe('a conversation', () => {
  it('shows the messages as text, writes one (queued) and marks what was received as read', async () => {
    await offlineDb.mensagens.put(message({ texto: '<b>Oi</b> tudo bem?' }))
    await renderApp(`/mensagens/a1/${BUYER}`, signedIn())
    const log = await screen.findByRole('log', { name: 'Mensagens da conversa' })
    expect(within(log).getByText('<b>Oi</b> tudo bem?')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Tenho sim!')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await within(log).findByText('Tenho sim!')).toBeInTheDocument()
    await waitFor(async () =>
      expect((await offlineDb.outbox.toArray()).map((i) => i.kind).sort()).toEqual(['enviarMensagem', 'marcarConversaLida']),
    )
    expect((await offlineDb.mensagens.toArray()).find((m) => m.remetente_id === BUYER)?.lida_em).toEqual(expect.any(String))
  })
})

describe('/pedidos', () => {
  it('says so when there is no order', async () => {
    await renderApp('/pedidos', signedIn())
    expect(await screen.findByText('Você ainda não tem nenhum pedido.')).toBeInTheDocument()
  })

  it('the seller accepts a received order, then may deliver it', async () => {
    await offlineDb.pedidos.put(order())
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    expect(within(card).getByText('3 sacas · Retirar no local · de João Pereira')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Aceitar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar pedido' })
    const valor = within(dialog).getByRole('textbox', { name: 'Valor a pagar' })
    await userEvent.clear(valor)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar pedido' }))
    expect(await within(dialog).findByText('Informe o valor a pagar')).toBeInTheDocument()
    await userEvent.type(valor, '4750')
    expect(valor).toHaveValue('R$\u00a047,50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar pedido' }))
    expect(await within(card).findByRole('button', { name: 'Marcar como entregue' })).toBeInTheDocument()
    expect(within(card).getByText(/Valor a pagar/)).toHaveTextContent('Valor a pagar: R$ 47,50')
    expect((await offlineDb.outbox.toArray()).map((i) => i.payload)).toEqual([
      { id: 'p1', status: 'aceito', valor: 47.5, antes: 'pendente' },
    ])
  })

  it('an order in kg: its total and where to pick up; an acceptance refused for the stock, discarded, leaves it as before', async () => {
    await offlineDb.anuncios.update('a1', { unidade: 'kg', preco: 6, quantidade_disponivel: 6 })
    await offlineDb.pedidos.put(
      order({ quantidade: '4 kg', quantidade_pedida: 4, unidade: 'kg', preco_unitario: 6, retirada: 'Feira — sábado, 6h' }),
    )
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 4 kg' })
    expect(within(card).getByText('4 kg × R$ 6,00 = R$ 24,00')).toBeInTheDocument()
    expect(within(card).getByText('Retirar em: Feira — sábado, 6h')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Aceitar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar pedido' })
    expect(within(dialog).getByRole('textbox', { name: 'Valor a pagar' })).toHaveValue('R$\u00a024,00')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar pedido' }))
    expect(await within(card).findByText('Aceito')).toBeInTheDocument()
    // The phone's count follows the acceptance at once.
    expect((await offlineDb.anuncios.get('a1'))?.quantidade_disponivel).toBe(2)

    // The server refuses it (another phone sold the kilos meanwhile): the card says why.
    const [item] = await offlineDb.outbox.toArray()
    const reason = 'Não há quantidade disponível para este pedido (restam 1 kg).'
    await offlineDb.outbox.update(item.seq!, { status: 'failed', error: reason })
    expect(await within(card).findByText(reason)).toBeInTheDocument()
    expect(within(card).getByText('Mudança do pedido não aceita')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Descartar' }))
    expect(await within(card).findByText('Pendente')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Aceitar' })).toBeInTheDocument()
    expect((await offlineDb.anuncios.get('a1'))?.quantidade_disponivel).toBe(6)
    expect(await offlineDb.outbox.count()).toBe(0)
  })

  it('the buyer may only cancel while it waits', async () => {
    await offlineDb.pedidos.bulkPut([
      order({ id: 'p2', comprador_id: ME, vendedor_id: 'outra', quantidade: '1 kg' }),
      order({ id: 'p3', comprador_id: ME, vendedor_id: 'outra', quantidade: '2 kg', status: 'aceito' }),
    ])
    await renderApp('/pedidos', signedIn())
    const waiting = await screen.findByRole('article', { name: 'Pedido de 1 kg' })
    expect(within(waiting).getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Pedido de 2 kg' })).queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('negotiating safely', () => {
  it('a received message can be reported; the seller’s own quick replies come with the ready ones', async () => {
    await offlineDb.mensagens.put(message({ texto: 'Ainda tem?' }))
    await offlineDb.respostasRapidas.put({
      id: 'r1',
      user_id: ME,
      texto: 'Entrego na feira de sábado',
      created_at: '2026-11-01T00:00:00Z',
    })
    await renderApp(`/mensagens/a1/${BUYER}`, signedIn())
    const log = await screen.findByRole('log', { name: 'Mensagens da conversa' })
    expect(within(log).getByRole('button', { name: 'Denunciar mensagem de João Pereira' })).toBeInTheDocument()
    const replies = await screen.findByRole('group', { name: 'Respostas rápidas' })
    await within(replies).findByRole('button', { name: 'Entrego na feira de sábado' })
    expect(
      within(replies)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sim, ainda tenho', 'Já foi vendido', 'Posso entregar no sábado', 'Entrego na feira de sábado'])
  })

  it('a blocked person: the conversation says so, offers no box, and "Desbloquear" is queued', async () => {
    await offlineDb.mensagens.put(message({ texto: 'Me passa o código' }))
    await offlineDb.bloqueios.put({
      user_id: ME,
      bloqueado_id: BUYER,
      bloqueado_nome: 'João Pereira',
      created_at: '2026-11-21T00:00:00Z',
    })
    await renderApp(`/mensagens/a1/${BUYER}`, signedIn())
    expect(await screen.findByText('Você bloqueou João Pereira')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Respostas rápidas' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }))
    expect(await screen.findByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument()
    expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, i.payload])).toContainEqual([
      'desbloquearPessoa',
      { bloqueado_id: BUYER },
    ])
  })

  it('the buyer rates a delivered order once, with stars; past 30 days there is no form; the seller is told why they do not rate', async () => {
    const delivered = new Date(Date.now() - 2 * 86_400_000).toISOString()
    await offlineDb.pedidos.put(
      order({
        id: 'p2',
        comprador_id: ME,
        vendedor_id: 'maria',
        quantidade: '2 cestas',
        status: 'entregue',
        entregue_em: delivered,
      }),
    )
    await offlineDb.pedidos.put(
      order({
        id: 'p3',
        comprador_id: ME,
        vendedor_id: 'maria',
        quantidade: '9 cestas',
        status: 'entregue',
        entregue_em: '2026-01-01T00:00:00Z',
      }),
    )
    await offlineDb.pedidos.put(order({ id: 'p4', quantidade: '5 sacas', status: 'entregue', entregue_em: delivered }))
    await renderApp('/pedidos', signedIn())
    await userEvent.click(await screen.findByRole('tab', { name: /Feitos/ }))
    const card = await screen.findByRole('article', { name: 'Pedido de 2 cestas' })
    const form = within(card).getByRole('form', { name: 'Avaliar vendedor' })
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar avaliação' }))
    expect(await within(form).findByText('Escolha de 1 a 5 estrelas.')).toBeInTheDocument()
    const five = within(form).getByRole('radio', { name: '5 estrelas' })
    await userEvent.click(document.querySelector(`label[for="${five.id}"]`)!)
    await userEvent.type(within(form).getByRole('textbox', { name: 'Conte como foi (opcional)' }), 'Tudo certo')
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar avaliação' }))
    expect(await within(card).findByText('Sua avaliação:')).toBeInTheDocument()
    expect((await offlineDb.outbox.toArray()).map((i) => i.payload)).toEqual([
      { avaliacao: { id: expect.any(String), pedido_id: 'p2', nota: 5, texto: 'Tudo certo' } },
    ])
    const old = screen.getByRole('article', { name: 'Pedido de 9 cestas' })
    expect(within(old).queryByRole('form', { name: 'Avaliar vendedor' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: /Recebidos/ }))
    const sold = await screen.findByRole('article', { name: 'Pedido de 5 sacas' })
    expect(within(sold).getByText(/Quem vende não dá nota a quem compra/)).toBeInTheDocument()
  })
})
