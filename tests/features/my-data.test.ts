import { afterEach, describe, expect, it, vi } from 'vitest'

const rpc = vi.fn()
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: async () => ({ rpc }) }))

const { MY_DATA_FAILED, MY_DATA_OFFLINE, fetchMyData, myDataFileName, withFileAddresses } =
  await import('@/features/account/my-data')
const { SESSAO_TERMINOU } = await import('@/lib/server/session')

const URL_BASE = 'https://projeto.supabase.co'

afterEach(() => {
  vi.restoreAllMocks()
  rpc.mockReset()
})

describe('the file of "Baixar meus dados"', () => {
  it('is named for the day in Brasília, not in UTC', () => {
    expect(myDataFileName(new Date('2026-11-28T02:30:00Z'))).toBe('campo-solidario-meus-dados-2026-11-27.json')
    expect(myDataFileName(new Date('2026-11-28T12:00:00Z'))).toBe('campo-solidario-meus-dados-2026-11-28.json')
  })

  it('says where each stored file is: photos and spoken descriptions public, voice notes with the sign-in', () => {
    const file = withFileAddresses(
      {
        sobre: { servico: 'Campo Solidário' },
        conta: { email: 'maria@x.test', avatar_path: 'avatars/u1/avatar.webp' },
        anuncios: [{ titulo: 'Mel', imagens: ['anuncios/u1/a1/1 foto.webp'], audio_caminho: 'u1/a1/d.webm' }],
        conversas: [{ com: 'João', mensagens: [{ texto: 'Oi' }, { texto: '', audio_caminho: 'u1/m1.webm' }] }],
      },
      URL_BASE,
    )
    expect(file).toMatchObject({
      sobre: { servico: 'Campo Solidário' },
      conta: { email: 'maria@x.test', avatar_endereco: `${URL_BASE}/storage/v1/object/public/imagens/avatars/u1/avatar.webp` },
      anuncios: [
        {
          titulo: 'Mel',
          imagens_enderecos: [`${URL_BASE}/storage/v1/object/public/imagens/anuncios/u1/a1/1%20foto.webp`],
          audio_endereco: `${URL_BASE}/storage/v1/object/public/descricoes-em-audio/u1/a1/d.webm`,
        },
      ],
      conversas: [
        {
          com: 'João',
          mensagens: [{ texto: 'Oi' }, { audio_endereco: `${URL_BASE}/storage/v1/object/authenticated/audios/u1/m1.webm` }],
        },
      ],
    })
    expect((file.conversas as { mensagens: object[] }[])[0].mensagens[0]).not.toHaveProperty('audio_endereco')
  })
})

describe('fetchMyData', () => {
  it('asks nothing with no connection, and says to connect', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await fetchMyData()).toEqual({ ok: false, message: MY_DATA_OFFLINE })
    expect(rpc).not.toHaveBeenCalled()
  })

  it("gives the server's document as the day's file", async () => {
    rpc.mockResolvedValue({
      data: { sobre: { gerado_em: '2026-11-28T15:00:00+00:00' }, conta: { email: 'a@b.test' } },
      error: null,
    })
    const result = await fetchMyData()
    expect(rpc).toHaveBeenCalledWith('meus_dados')
    expect(result.ok && result.data.name).toBe('campo-solidario-meus-dados-2026-11-28.json')
    expect(result.ok && JSON.parse(result.data.json).conta).toEqual({ email: 'a@b.test' })
  })

  it('explains a refusal in pt-BR: an ended session, or a failure to try again', async () => {
    rpc.mockResolvedValue({ data: null, error: { code: '42501', message: 'permission denied' } })
    expect(await fetchMyData()).toEqual({ ok: false, message: SESSAO_TERMINOU })
    rpc.mockResolvedValue({ data: null, error: { code: '57014', message: 'canceling statement' } })
    expect(await fetchMyData()).toEqual({ ok: false, message: MY_DATA_FAILED })
    rpc.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await fetchMyData()).toEqual({ ok: false, message: MY_DATA_FAILED })
  })
})
