import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import type { CachedNotification } from '@/offline/notifications/types'
import { renderApp, signedIn } from '../render'

// The inbox and the bell, from the phone's copy (the server cannot be reached here, as offline):
// unread first in weight and words, opening one goes to its screen and marks it read through the
// outbox, "Marcar todas como lidas", the bell's count, and the empty state.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const ME = 'u1' // signedIn()'s user

function notification(extra: Partial<CachedNotification>): CachedNotification {
  return {
    id: crypto.randomUUID(),
    user_id: ME,
    tipo: 'mensagem',
    titulo: 'João Pereira enviou uma mensagem',
    texto: 'Sobre "Café especial"',
    url: '/mensagens/a1/joao',
    anuncio_id: 'a1',
    quantidade: 1,
    created_at: '2026-11-20T10:00:00Z',
    lida_em: null,
    ...extra,
  }
}

beforeEach(async () => {
  await Promise.all([offlineDb.notificacoes.clear(), offlineDb.outbox.clear()])
})

describe('/notificacoes', () => {
  it('says so when there is none', async () => {
    await renderApp('/notificacoes', signedIn())
    expect(await screen.findByText('Nenhuma notificação por enquanto')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument()
  })

  it('lists the person’s own, newest first, the unread marked “Nova”; another person’s never shows', async () => {
    await offlineDb.notificacoes.bulkPut([
      notification({
        titulo: 'Pedido aceito',
        texto: 'Seu pedido de "Mel" foi aceito.',
        url: '/pedidos',
        created_at: '2026-11-21T09:00:00Z',
      }),
      notification({ lida_em: '2026-11-20T11:00:00Z' }),
      notification({ user_id: 'outra', titulo: 'De outra pessoa' }),
    ])
    await renderApp('/notificacoes', signedIn())
    const items = await screen.findAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Pedido aceito.*foi aceito\..*Nova$/),
      expect.stringMatching(/^João Pereira enviou uma mensagem/),
    ])
    expect(screen.queryByText('De outra pessoa')).not.toBeInTheDocument()
  })

  it('opening one goes to its screen and marks it read, queued for the server', async () => {
    const n = notification({ titulo: 'Pedido aceito', url: '/pedidos' })
    await offlineDb.notificacoes.put(n)
    await renderApp('/notificacoes', signedIn())
    await userEvent.click(await screen.findByRole('link', { name: /Pedido aceito/ }))
    expect(await screen.findByRole('heading', { name: 'Pedidos', level: 1 })).toBeInTheDocument()
    await waitFor(async () => expect((await offlineDb.notificacoes.get(n.id))?.lida_em).toEqual(expect.any(String)))
    expect(await offlineDb.outbox.toArray()).toMatchObject([
      { kind: 'marcarNotificacaoLida', ownerId: ME, payload: { id: n.id } },
    ])
  })

  it('“Marcar todas como lidas” reads them all at once, as one queued change', async () => {
    await offlineDb.notificacoes.bulkPut([notification({}), notification({ created_at: '2026-11-21T10:00:00Z' })])
    await renderApp('/notificacoes', signedIn())
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }))
    await waitFor(async () => expect((await offlineDb.notificacoes.toArray()).every((x) => x.lida_em)).toBe(true))
    // The screen follows the phone's copy (the database's answer renders in a transition).
    await waitFor(() => expect(screen.queryByText('Nova')).not.toBeInTheDocument())
    expect(await offlineDb.outbox.toArray()).toMatchObject([
      { kind: 'marcarTodasComoLidas', payload: { ate: '2026-11-21T10:00:00Z' } },
    ])
  })
})

describe('the bell', () => {
  it('shows how many are unread, in words for a screen reader, and leads to the inbox', async () => {
    await offlineDb.notificacoes.bulkPut([notification({}), notification({}), notification({ lida_em: '2026-11-20T11:00:00Z' })])
    await renderApp('/', signedIn())
    const header = screen.getByRole('banner')
    const bell = (await within(header).findAllByRole('link', { name: 'Notificações: 2 não lidas' }))[0]
    expect(bell).toHaveAttribute('href', '/notificacoes')
  })

  it('is not there for a visitor', async () => {
    await renderApp('/')
    await screen.findByRole('banner')
    expect(screen.queryByRole('link', { name: /^Notificações/ })).not.toBeInTheDocument()
  })
})
