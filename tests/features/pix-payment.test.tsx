import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hasError, parsePix } from 'pix-utils'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import type { CachedOrder } from '@/offline/conversations/types'
import { renderApp, signedIn } from '../render'
import { cachedAd } from '../support/ad'

// Pagar com Pix on screen, from the phone's copy with no connection: the value suggested when
// accepting, the buyer's code (decoded by an independent parser), "Já paguei" and "Confirmar
// recebimento" queued in the outbox, a seller without a key, and the key saved in /configuracoes.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const ME = 'u1'
const CPF = '52998224725'

function order(extra: Partial<CachedOrder> = {}): CachedOrder {
  return {
    id: '6f1c2a4e-8b7d-4c3a-9e21-0a5b6c7d8e9f',
    anuncio_id: 'a1',
    comprador_id: ME,
    vendedor_id: 'maria',
    comprador_nome: 'Maria Souza',
    vendedor_nome: 'José Ribeiro',
    quantidade: '3 sacas',
    observacao: null,
    entrega: 'retirar',
    viagem_id: null,
    status: 'aceito',
    valor: 127.5,
    pix_chave: CPF,
    pix_nome: 'José Ribeiro da Conceição Filho',
    pix_cidade: 'São José do Calçado',
    pagamento: null,
    created_at: '2026-11-20T11:00:00Z',
    updated_at: '2026-11-20T11:00:00Z',
    ...extra,
  }
}

beforeEach(async () => {
  localStorage.clear()
  await Promise.all([
    offlineDb.pedidos.clear(),
    offlineDb.outbox.clear(),
    offlineDb.anuncios.clear(),
    offlineDb.chavesPix.clear(),
  ])
  await offlineDb.anuncios.put(cachedAd({ id: 'a1', titulo: 'Café especial', preco: 42.5 }))
})

describe('the seller', () => {
  it('accepts with the value the price and the quantity give, which they may change', async () => {
    await offlineDb.pedidos.put(
      order({ comprador_id: 'joao', vendedor_id: ME, status: 'pendente', valor: null, pix_chave: null }),
    )
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    await userEvent.click(within(card).getByRole('button', { name: 'Aceitar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar pedido' })
    expect(within(dialog).getByRole('textbox', { name: 'Valor a pagar' })).toHaveValue('R$\u00a0127,50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar pedido' }))
    await waitFor(async () =>
      expect((await offlineDb.outbox.toArray()).map((i) => i.payload)).toEqual([
        { id: '6f1c2a4e-8b7d-4c3a-9e21-0a5b6c7d8e9f', status: 'aceito', valor: 127.5, antes: 'pendente' },
      ]),
    )
  })

  it('is told once, on the orders page, how to receive by Pix', async () => {
    await offlineDb.pedidos.put(order({ comprador_id: 'joao', vendedor_id: ME, status: 'pendente' }))
    const first = await renderApp('/pedidos', signedIn())
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Adicione sua chave Pix em Configurações')
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar aviso' }))
    expect(screen.queryByText(/Adicione sua chave Pix/)).not.toBeInTheDocument()
    first.unmount()
    await renderApp('/pedidos', signedIn())
    await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    expect(screen.queryByText(/Adicione sua chave Pix/)).not.toBeInTheDocument()
  })

  it('sees the payment the buyer told of, with the warning, and confirms it', async () => {
    await offlineDb.pedidos.put(order({ comprador_id: 'joao', vendedor_id: ME, pagamento: 'informado' }))
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    expect(within(card).getByText('Pagamento informado')).toBeInTheDocument()
    expect(card).toHaveTextContent('Um comprovante em foto não prova o pagamento')
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmar recebimento' }))
    expect(await within(card).findByText('Pago')).toBeInTheDocument()
    expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, i.payload])).toEqual([
      ['alterarPagamentoDoPedido', { id: '6f1c2a4e-8b7d-4c3a-9e21-0a5b6c7d8e9f', pagamento: 'pago' }],
    ])
  })
})

describe('the buyer', () => {
  it('pays with the code made on the phone, then says "Já paguei"', async () => {
    await offlineDb.pedidos.put(order())
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    expect(card).toHaveTextContent('Valor a pagar: R$ 127,50')
    await userEvent.click(within(card).getByRole('button', { name: 'Pagar com Pix' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com Pix' })
    expect(within(dialog).getByRole('img', { name: 'QR Code do Pix' })).toBeInTheDocument()
    const code = (within(dialog).getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement).value
    const pix = parsePix(code)
    if (hasError(pix) || pix.type !== 'STATIC') throw new Error(`not a static Pix: ${code}`)
    expect(pix).toMatchObject({
      pixKey: CPF,
      transactionAmount: 127.5,
      merchantName: 'JOSE RIBEIRO DA CONCEICAO',
      merchantCity: 'SAO JOSE DO CAL',
      txid: '6f1c2a4e8b7d4c3a9e210a5b6',
    })
    expect(dialog).toHaveTextContent('Um comprovante em foto não prova o pagamento')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já paguei' }))
    expect(await within(card).findByText('Pagamento informado')).toBeInTheDocument()
    expect(card).toHaveTextContent('Aguarde quem vende confirmar o recebimento')
    expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, i.payload])).toEqual([
      ['alterarPagamentoDoPedido', { id: '6f1c2a4e-8b7d-4c3a-9e21-0a5b6c7d8e9f', pagamento: 'informado' }],
    ])
  })

  it('copies the code to the clipboard', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await offlineDb.pedidos.put(order())
    await renderApp('/pedidos', signedIn())
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar com Pix' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com Pix' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar código' }))
    expect(await within(dialog).findByText('Código copiado.')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/))
  })

  it('a seller without a key: no code, and the way to talk to them', async () => {
    await offlineDb.pedidos.put(order({ pix_chave: null, pix_nome: null, pix_cidade: null }))
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    expect(card).toHaveTextContent('Quem vende ainda não configurou o Pix.')
    expect(within(card).getByRole('link', { name: 'Combine o pagamento pela mensagem' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Pagar com Pix' })).not.toBeInTheDocument()
  })

  it('a pending order shows no value and no way to pay', async () => {
    await offlineDb.pedidos.put(order({ status: 'pendente', valor: null, pix_chave: null }))
    await renderApp('/pedidos', signedIn())
    const card = await screen.findByRole('article', { name: 'Pedido de 3 sacas' })
    expect(card).not.toHaveTextContent('Valor a pagar')
    expect(within(card).queryByRole('button', { name: 'Pagar com Pix' })).not.toBeInTheDocument()
  })
})

describe('/configuracoes: Chave Pix', () => {
  it('refuses what is not a key with the reason, and saves a key on the phone for the outbox', async () => {
    await renderApp('/configuracoes', signedIn())
    const section = await screen.findByRole('region', { name: 'Chave Pix' })
    expect(await within(section).findByText(/Nenhuma chave/)).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Adicionar chave Pix' }))
    const dialog = await screen.findByRole('dialog', { name: 'Chave Pix' })
    const input = within(dialog).getByRole('textbox', { name: 'Chave Pix' })
    await userEvent.type(input, '123.456.789-00')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar chave' }))
    expect(await within(dialog).findByText('Chave Pix inválida: CPF com dígitos verificadores errados')).toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.type(input, '(27) 99876-1234')
    expect(within(dialog).getByText('Tipo: Telefone')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar chave' }))
    expect(await within(section).findByText('+5527998761234')).toBeInTheDocument()
    expect(section).toHaveTextContent('aguardando envio')
    expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, i.payload])).toEqual([
      ['salvarChavePix', { user_id: ME, tipo: 'telefone', chave: '+5527998761234' }],
    ])
  })
})
