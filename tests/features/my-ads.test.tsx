import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import { renderApp, signedIn } from '../render'
import { cachedAd } from '../support/ad'

// Meus Anúncios with changes the server refused: the reason, "Tentar de novo" and "Descartar".
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const RECUSA = 'Algum dado não foi aceito pelo servidor. Revise e tente de novo.'

async function anuncioRecusado(id: string, titulo: string) {
  await offlineDb.anuncios.put(cachedAd({ id, titulo, user_id: 'u1', pending: true }))
  await offlineDb.outbox.add({
    kind: 'publicarAnuncio',
    entity: `anuncio:${id}`,
    ownerId: 'u1',
    payload: { anuncio: { id, titulo, categoria: 'comida', cidade: 'Serra', uf: 'ES', contato: '27998761234' } },
    status: 'failed',
    error: RECUSA,
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 1,
  })
}

beforeEach(async () => {
  await offlineDb.outbox.clear()
  await offlineDb.anuncios.clear()
})

describe('/meus-anuncios', () => {
  it('shows why a publication was refused; "Tentar de novo" queues it again', async () => {
    await anuncioRecusado('a1', 'Mel de aroeira')
    await renderApp('/meus-anuncios', signedIn())
    const card = await screen.findByRole('article', { name: 'Mel de aroeira' })
    expect(within(card).getByText('Publicação não aceita')).toBeInTheDocument()
    expect(within(card).getByText(RECUSA)).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar de novo' }))
    await waitFor(() => expect(within(card).getByText('Aguardando envio')).toBeInTheDocument())
    expect(within(card).queryByText(RECUSA)).not.toBeInTheDocument()
    expect((await offlineDb.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1 })
  })

  it('"Descartar" on a refused publication removes the ad from the phone', async () => {
    await anuncioRecusado('a2', 'Queijo minas')
    await renderApp('/meus-anuncios', signedIn())
    const card = await screen.findByRole('article', { name: 'Queijo minas' })
    // The refusal is read from the outbox after the ad itself: its buttons come with it.
    await userEvent.click(await within(card).findByRole('button', { name: 'Descartar' }))
    expect(await screen.findByText('Você ainda não tem nenhum Anúncio')).toBeInTheDocument()
    expect(await offlineDb.outbox.count()).toBe(0)
  })
})
