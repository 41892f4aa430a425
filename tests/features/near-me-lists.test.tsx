import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../render'

// The lists around a place when nothing is near: they say so with the place and radius, and offer
// the next radius (kept in the URL with the place).

vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

describe('nothing near', () => {
  it('the ads: "Nenhum anúncio a até 10 km de você", and "Aumentar o raio para 25 km" widens it', async () => {
    const { router } = await renderApp('/frete-solidario?near=-3.12,-60.02&km=10')
    expect(await screen.findByText('Nenhum anúncio a até 10 km de você')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar o raio para 25 km' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ near: '-3.12,-60.02', km: 25 }))
    // The list is made again for the new radius: the text found may be the one about to be
    // replaced, so wait for it to stay.
    await waitFor(() => expect(screen.getByText('Nenhum anúncio a até 25 km de você')).toBeInTheDocument())
  })

  it('the trips of a chosen city, and no wider radius past 200 km', async () => {
    await renderApp('/frete-solidario?tab=viagens&city=Manaus,%20AM&km=200')
    expect(await screen.findByText('Nenhuma viagem passa a até 200 km de Manaus, AM')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Aumentar o raio/ })).not.toBeInTheDocument()
  })
})
