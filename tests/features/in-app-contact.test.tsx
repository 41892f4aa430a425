import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/lib/server/config'
import { signedOutSession, type SessionState } from '@/lib/server/session'
import { offlineDb } from '@/offline/store/offline-db'
import { renderApp } from '../render'
import { cachedAd } from '../support/ad'

// "Enviar mensagem" and "Fazer pedido" on an ad's page while the session is still loading (a
// visitor's supabase-js loads once the page is idle): what shows must not move the page later.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const AD = 'ad-contato'
const loading: SessionState = { ...signedOutSession, status: 'loading' }

beforeEach(async () => {
  await offlineDb.anuncios.clear()
  await offlineDb.anuncios.put(cachedAd({ id: AD, titulo: 'Mel de aroeira', descricao: 'Colhido em outubro.' }))
})
afterEach(() => localStorage.clear())

describe('an ad page’s in-app contact while the session loads', () => {
  it('a visitor (no session kept on the phone) sees both buttons at once, leading to /login and back', async () => {
    await renderApp(`/product/${AD}`, loading)
    expect(await screen.findByRole('heading', { name: 'Mel de aroeira' })).toBeInTheDocument()
    for (const name of ['Enviar mensagem', 'Fazer pedido']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/login?redirect=%2Fproduct%2F${AD}`)
    }
  })

  it('with a session kept on the phone, nothing until it is known whose ad it is', async () => {
    localStorage.setItem(config.authStorageKey, JSON.stringify({ access_token: 't', user: { id: 'outra-pessoa' } }))
    await renderApp(`/product/${AD}`, loading)
    expect(await screen.findByRole('heading', { name: 'Mel de aroeira' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Enviar mensagem' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Fazer pedido' })).not.toBeInTheDocument()
  })
})
