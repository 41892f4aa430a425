import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import { renderApp } from '../render'
import { cachedAd } from '../support/ad'

// A first visit: the phone holds no ads yet. The home keeps its cards' places while the server
// answers — it never says "there are no ads" — and then shows what the server sent.

vi.setConfig({ testTimeout: 20_000 })

let answer: (rows: unknown[]) => void
beforeEach(async () => {
  await offlineDb.anuncios.clear()
  await offlineDb.meta.clear()
  const pending = new Promise<unknown[]>((resolve) => (answer = resolve))
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(await pending), { headers: { 'Content-Type': 'application/json' } })),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the home on a first visit', () => {
  it('holds the cards’ places while the server answers, then shows its ads', async () => {
    await renderApp('/')
    const destaques = screen.getByRole('region', { name: 'Anúncios em destaque' })
    expect(await within(destaques).findByText('Carregando anúncios...')).toBeInTheDocument()
    // The server has been asked (and the phone's empty copy read): still waiting for its answer, never "empty".
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await offlineDb.anuncios.toArray()
    expect(within(destaques).getByText('Carregando anúncios...')).toBeInTheDocument()
    expect(screen.queryByText('Ainda não há anúncios publicados.')).toBeNull()

    const { cachedAt: _, ...row } = cachedAd({ id: 'a-mel', titulo: 'Mel silvestre puro', categoria: 'comida' })
    answer([row])
    expect(await within(destaques).findByRole('link', { name: 'Mel silvestre puro' })).toBeInTheDocument()
  })

  it('with nothing on the server: the empty state, once the server has said so', async () => {
    await renderApp('/')
    answer([])
    expect((await screen.findAllByText('Ainda não há anúncios publicados.')).length).toBeGreaterThan(0)
  })
})
