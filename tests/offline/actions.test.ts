import { beforeEach, describe, expect, it, vi } from 'vitest'
import { publicarAnuncio } from '@/offline'
import { offlineDb } from '@/offline/store/offline-db'
import { NOVO_ANUNCIO as dados } from '../support/new-ad'

// The screens' actions on the app's database (fake-indexeddb); the sync they start finds no server.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))

beforeEach(async () => {
  await offlineDb.outbox.clear()
  await offlineDb.anuncios.clear()
})

describe('recording a change', () => {
  it('is refused, with a pt-BR message, while the account is not known — it could never be sent', async () => {
    await expect(publicarAnuncio({ id: '', name: 'Maria' }, dados, [])).rejects.toThrow(
      'A sessão ainda não foi carregada. Tente de novo em instantes.',
    )
    expect(await offlineDb.outbox.count()).toBe(0)
    expect(await offlineDb.anuncios.count()).toBe(0)
  })

  it('is kept for the account that made it', async () => {
    const id = await publicarAnuncio({ id: 'u1', name: 'Maria' }, dados, [])
    expect(await offlineDb.outbox.toArray()).toMatchObject([{ kind: 'publicarAnuncio', ownerId: 'u1', entity: `anuncio:${id}` }])
  })
})
