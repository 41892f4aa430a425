import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSeller } from '@/offline'
import { SELLER_ATTRIBUTE } from '@/lib/page-start/page-seller'
import { offlineDb } from '@/offline/store/offline-db'
import { firstSeller } from '@/offline/trust/seller-answer'
import { cachedAd } from '../support/ad'

// A seller's page draws the server's answer before the offline layer (Dexie) has loaded; the layer
// then takes that same answer and keeps the profile and the ads. On the web server's page, whose
// <html> carries the seller's id, the profile and the ads are asked at once (the ads are the boot
// script's answer): one round trip on a weak signal, not two.

const JOAO = {
  id: 'joao-id',
  username: 'joao.pereira',
  display_name: 'João Pereira',
  cidade: 'Juiz de Fora',
  uf: 'MG',
  avatar_path: null,
  descricao: null,
  avaliacao_media: 4.7,
  avaliacoes_quantidade: 12,
  created_at: '2026-03-01T12:00:00Z',
}
const { cachedAt: _, ...FEIJAO } = cachedAd({ id: 'a-feijao', titulo: 'Feijão carioca', user_id: 'joao-id' })

let asked: string[]
let profileAnswer: () => Promise<Response>
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  asked = []
  profileAnswer = async () => json([JOAO])
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      asked.push(url.includes('/usuarios_publicos') ? 'profile' : url.includes('user_id=eq.joao-id') ? 'ads' : url)
      return url.includes('/usuarios_publicos') ? profileAnswer() : json([FEIJAO])
    }),
  )
})
afterEach(async () => {
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute(SELLER_ATTRIBUTE)
  await offlineDb.perfis.clear()
  await offlineDb.anuncios.clear()
})

describe('a seller’s first screen, before and with the phone’s copy', () => {
  it('the first screen and the phone’s copy share one answer, and the phone keeps the profile and ads', async () => {
    const answer = await firstSeller('joao.pereira')
    expect(answer?.profile.display_name).toBe('João Pereira')
    expect(answer?.ads.map((ad) => ad.titulo)).toEqual(['Feijão carioca'])
    const { result } = renderHook(() => useSeller('joao.pereira'))
    await waitFor(() => expect(result.current.state).toBe('found'))
    expect(asked).toEqual(['profile', 'ads'])
    expect((await offlineDb.perfis.get('joao-id'))?.username).toBe('joao.pereira')
    expect((await offlineDb.anuncios.get('a-feijao'))?.titulo).toBe('Feijão carioca')
  })

  it('on the web server’s page, the ads are asked before the profile has answered', async () => {
    document.documentElement.setAttribute(SELLER_ATTRIBUTE, 'joao-id')
    let answerProfile = () => {}
    profileAnswer = () => new Promise((resolve) => (answerProfile = () => resolve(json([JOAO]))))
    const answer = firstSeller('joao.pereira')
    await waitFor(() => expect(asked).toEqual(['ads', 'profile']))
    answerProfile()
    expect((await answer)?.ads.map((ad) => ad.titulo)).toEqual(['Feijão carioca'])
  })

  it('an unknown seller is null (the phone forgets them); no answer is undefined (the phone asks again)', async () => {
    profileAnswer = async () => json([])
    expect(await firstSeller('ninguem')).toBeNull()
    profileAnswer = async () => new Response('{"code":"PGRST100","message":"refused"}', { status: 400 })
    expect(await firstSeller('outro')).toBeUndefined()
    expect(asked).toEqual(['profile', 'profile'])
  })
})
