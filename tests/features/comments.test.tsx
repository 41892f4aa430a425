import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import { renderApp, signedIn } from '../render'
import { cachedAd } from '../support/ad'

// The ad page's comment form, on an ad the phone already holds (no server in these tests).
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))

// Whole-app renders with typing take seconds under a parallel suite.
vi.setConfig({ testTimeout: 20_000 })

const AD = 'ad-comentarios'

beforeEach(async () => {
  await offlineDb.anuncios.clear()
  await offlineDb.comentarios.clear()
  await offlineDb.outbox.clear()
  await offlineDb.anuncios.put(
    cachedAd({ id: AD, titulo: 'Queijo minas frescal', preco: 30, cidade: 'Viçosa', uf: 'MG', contato: '32988125678' }),
  )
  await offlineDb.comentarios.put({
    id: 'c1',
    anuncio_id: AD,
    user_id: 'x',
    user_name: 'Ana',
    rating: 5,
    comentario: 'Muito bom',
    created_at: '2026-11-02T10:00:00Z',
  })
})

async function estrelas(n: number) {
  const radio = screen.getByRole('radio', { name: n === 1 ? '1 estrela' : `${n} estrelas` })
  await userEvent.click(document.querySelector(`label[for="${radio.id}"]`)!)
}

describe('comments on /product/{id}', () => {
  it('signed out: "Você precisa estar logado para comentar", then /login', async () => {
    const { router } = await renderApp(`/product/${AD}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar comentário' }))
    expect(await screen.findByText('Você precisa estar logado para comentar')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.href).toBe(`/login?redirect=%2Fproduct%2F${AD}`))
  })

  it('asks for a rating and text, then shows the new comment at the top and the new average', async () => {
    await renderApp(`/product/${AD}`, signedIn())
    expect(await screen.findByLabelText('Avaliação média')).toHaveTextContent('5,0')
    await userEvent.type(screen.getByRole('textbox', { name: 'Seu comentário' }), 'Gostei')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comentário' }))
    expect(screen.getByText('Por favor, escreva um comentário e dê uma avaliação')).toBeInTheDocument()

    await estrelas(2)
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comentário' }))
    expect(await screen.findByText(/Comentário (enviado com sucesso!|salvo)/)).toBeInTheDocument()
    const lista = screen.getByRole('list', { name: 'Lista de comentários' })
    await waitFor(() => expect(within(lista).getAllByRole('listitem')[0]).toHaveTextContent('Gostei'))
    expect(screen.getByLabelText('Avaliação média')).toHaveTextContent('3,5')
    expect(screen.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('')
    const [item] = await offlineDb.outbox.toArray()
    expect(item).toMatchObject({
      kind: 'comentar',
      ownerId: 'u1',
      payload: { comentario: { anuncio_id: AD, rating: 2, comentario: 'Gostei' } },
    })
  })

  it('"Aguardando envio" lasts exactly while a comment waits to be sent: two comments, then both sent', async () => {
    await renderApp(`/product/${AD}`, signedIn())
    const lista = await screen.findByRole('list', { name: 'Lista de comentários' })
    for (const [texto, nota] of [
      ['Chegou fresquinho', 4],
      ['Comprei de novo', 5],
    ] as const) {
      await userEvent.type(screen.getByRole('textbox', { name: 'Seu comentário' }), texto)
      await estrelas(nota)
      await userEvent.click(screen.getByRole('button', { name: 'Enviar comentário' }))
      await waitFor(() => expect(within(lista).getAllByRole('listitem')[0]).toHaveTextContent(texto))
    }
    await waitFor(() => expect(within(lista).getAllByText('Aguardando envio')).toHaveLength(2))
    // The sync sends the first (its outbox item is settled): its mark goes at once, with no pull.
    const [first, second] = await offlineDb.outbox.orderBy('seq').toArray()
    await offlineDb.outbox.delete(first.seq!)
    await waitFor(() => expect(within(lista).getAllByText('Aguardando envio')).toHaveLength(1))
    expect(within(lista).getAllByRole('listitem')[0]).toHaveTextContent('Aguardando envio')
    await offlineDb.outbox.delete(second.seq!)
    await waitFor(() => expect(within(lista).queryByText('Aguardando envio')).toBeNull())
  })

  it("the ad's owner answers without a rating, and it does not count", async () => {
    await renderApp(`/product/${AD}`, signedIn({ id: 'outra-pessoa' }))
    expect(await screen.findByText('Este anúncio é seu: responda aos compradores sem dar nota.')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: '5 estrelas' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comentário' }))
    expect(screen.getByText('Por favor, escreva um comentário')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Seu comentário' }), 'Tenho mais na sexta')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comentário' }))
    const lista = screen.getByRole('list', { name: 'Lista de comentários' })
    await waitFor(() => expect(within(lista).getAllByRole('listitem')[0]).toHaveTextContent('Tenho mais na sexta'))
    expect(screen.getByLabelText('Avaliação média')).toHaveTextContent('5,0(1 avaliação)')
    const [item] = await offlineDb.outbox.toArray()
    expect(item.payload).toMatchObject({ comentario: { rating: null, comentario: 'Tenho mais na sexta' } })
  })

  it("each person's latest rating counts once in the average", async () => {
    await offlineDb.comentarios.bulkPut([
      {
        id: 'c2',
        anuncio_id: AD,
        user_id: 'x',
        user_name: 'Ana',
        rating: 1,
        comentario: 'Mudou',
        created_at: '2026-11-05T10:00:00Z',
      },
      {
        id: 'c3',
        anuncio_id: AD,
        user_id: 'y',
        user_name: 'Bia',
        rating: 4,
        comentario: 'Bom',
        created_at: '2026-11-03T10:00:00Z',
      },
    ])
    await renderApp(`/product/${AD}`)
    expect(await screen.findByLabelText('Avaliação média')).toHaveTextContent('2,5(2 avaliações)')
  })

  it('"Novo" when nobody rated yet', async () => {
    await offlineDb.comentarios.clear()
    await renderApp(`/product/${AD}`)
    expect(await screen.findByLabelText('Avaliação média')).toHaveTextContent('Novo')
  })
})
