import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Notifications, notifications } from '@mantine/notifications'
import { offerPush } from '@/features/notifications/push-offer'
import PushSettings from '@/features/notifications/PushSettings'
import { theme } from '@/ui/theme'
import { Constants } from '@/lib/database.types'

// This device's notifications in /configuracoes, with the browser's push API and the server
// replaced by fakes that record what they are asked: permission asked only on the tap, the
// subscription registered with the kinds chosen, preferences saved, turned off on both sides, and
// the pt-BR answers when the browser cannot or the person blocked it.

const calls: Array<[string, unknown]> = []
let stored: { tipos: string[]; mostrar_texto: boolean } | null = null

vi.mock('@/lib/server/load-supabase', () => ({
  loadSupabase: async () => ({
    rpc: async (name: string, args: { tipos: string[]; mostrar_texto: boolean }) => {
      calls.push([name, args])
      stored = { tipos: args.tipos, mostrar_texto: args.mostrar_texto }
      return { error: null }
    },
    functions: { invoke: async () => ({ data: { chave_publica: 'BAAA' }, error: null }) },
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: stored }) }) }),
      delete: () => ({
        eq: async (_: string, endpoint: string) => {
          calls.push(['delete', endpoint])
          stored = null
          return { error: null }
        },
      }),
    }),
  }),
}))

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc'
let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null
let permission: NotificationPermission
const requestPermission = vi.fn(async () => (permission = permission === 'default' ? 'granted' : permission))

beforeEach(() => {
  requestPermission.mockClear()
  calls.length = 0
  stored = null
  subscription = null
  permission = 'default'
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
      subscription = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'chave', auth: 'segredo' } }),
        unsubscribe: async () => {
          subscription = null
          return true
        },
      }
      return subscription
    },
  }
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', {
    get permission() {
      return permission
    },
    requestPermission,
  })
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } })
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const show = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <PushSettings />
    </MantineProvider>,
  )

describe('notifications on this device', () => {
  it('asks the browser only on the tap, then registers every kind, without the messages’ words', async () => {
    show()
    const toggle = await screen.findByRole('switch', { name: 'Receber notificações neste aparelho' })
    expect(requestPermission).not.toHaveBeenCalled()
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(calls).toEqual([
      [
        'registrar_assinatura_push',
        expect.objectContaining({ endpoint: ENDPOINT, p256dh: 'chave', auth: 'segredo', mostrar_texto: false }),
      ],
    ])
    expect((calls[0][1] as { tipos: string[] }).tipos).toEqual([...Constants.public.Enums.tipo_de_notificacao])
  })

  it('saves the kinds chosen and the messages’ words', async () => {
    show()
    await userEvent.click(await screen.findByRole('switch', { name: 'Receber notificações neste aparelho' }))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Resultado das minhas denúncias' }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Mostrar o texto das mensagens/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }))
    expect(await screen.findByText('Preferências salvas.')).toBeInTheDocument()
    const saved = calls.at(-1)![1] as { tipos: string[]; mostrar_texto: boolean }
    expect(saved.mostrar_texto).toBe(true)
    expect(saved.tipos).not.toContain('denuncia_decidida')
    expect(saved.tipos).toContain('mensagem')
  })

  it('turned off: removed from the server and unsubscribed in the browser', async () => {
    show()
    const toggle = await screen.findByRole('switch', { name: 'Receber notificações neste aparelho' })
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect(calls.at(-1)).toEqual(['delete', ENDPOINT])
    expect(subscription).toBeNull()
  })

  it('says how to unblock when the person blocked them, and when the browser cannot', async () => {
    permission = 'denied'
    const { unmount } = show()
    expect(await screen.findByText(/As notificações estão bloqueadas/)).toBeInTheDocument()
    unmount()
    vi.unstubAllGlobals()
    show()
    expect(await screen.findByText(/Este navegador não recebe notificações/)).toBeInTheDocument()
  })

  it('with no signal, says so and changes nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    show()
    await userEvent.click(await screen.findByRole('switch', { name: 'Receber notificações neste aparelho' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão. Tente novamente quando houver sinal.')
    expect(calls).toEqual([])
    vi.restoreAllMocks()
  })
})

describe('the offer', () => {
  const host = () =>
    render(
      <MantineProvider theme={theme} env="test">
        <Notifications />
      </MantineProvider>,
    )
  beforeEach(() => localStorage.clear())

  /**
   * No offer on screen, proved without waiting: a notice shown after the offers is drawn with any
   * shown before it (Mantine's store keeps their order), so once it is there, an offer would be too.
   */
  async function expectNoOfferShown() {
    notifications.show({ id: 'sonda', message: 'Depois das ofertas' })
    expect(await screen.findByText('Depois das ofertas')).toBeInTheDocument()
    expect(screen.queryByText(/Quer ser avisado/)).not.toBeInTheDocument()
    notifications.hide('sonda')
  }

  it('comes once per occasion; “Agora não” means never again', async () => {
    host()
    offerPush('mensagem')
    expect(await screen.findByText('Quer ser avisado quando responderem, mesmo com o app fechado?')).toBeInTheDocument()
    expect(requestPermission).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }))
    await waitFor(() => expect(screen.queryByText(/Quer ser avisado quando responderem/)).not.toBeInTheDocument())
    offerPush('anuncio')
    offerPush('mensagem')
    await expectNoOfferShown()
  })

  it('“Ativar notificações” asks the browser then, and registers every kind', async () => {
    host()
    offerPush('viagem')
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }))
    expect(await screen.findByText(/Notificações ativadas neste aparelho/)).toBeInTheDocument()
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect((calls[0][1] as { tipos: string[] }).tipos).toEqual([...Constants.public.Enums.tipo_de_notificacao])
    offerPush('viagem')
    await waitFor(() => expect(screen.queryByText(/Quer ser avisado/)).not.toBeInTheDocument())
  })

  it('is not made where the browser cannot notify or the person already answered the browser', async () => {
    host()
    permission = 'granted'
    offerPush('anuncio')
    permission = 'denied'
    offerPush('mensagem')
    await expectNoOfferShown()
  })
})
