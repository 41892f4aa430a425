import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { InstallButton } from '@/ui/pwa/InstallButton'
import { theme } from '@/ui/theme'

const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Array<() => void>>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(async () => undefined),
}))
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener])
    }
    messageSkipWaiting = workbox.messageSkipWaiting
    register = workbox.register
  },
}))

function wrap(children: React.ReactNode) {
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      {children}
    </MantineProvider>
  )
}

describe('install prompt', () => {
  it('offers "Instalar aplicativo" only after the browser allows it, and prompts on click', async () => {
    render(wrap(<InstallButton />))
    expect(screen.queryByRole('button', { name: 'Instalar aplicativo' })).toBeNull()
    const prompt = vi.fn(async () => undefined)
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    })
    act(() => {
      window.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Instalar aplicativo' }))
    expect(prompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Instalar aplicativo' })).toBeNull()
  })
})

describe('update prompt', () => {
  it('says "Nova versão disponível" when a new service worker waits, and updates on request', async () => {
    const serviceWorker = Object.assign(new EventTarget(), { controller: null })
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker }))
    vi.stubEnv('DEV', false)
    const { registerServiceWorker } = await import('@/ui/pwa/register-service-worker')
    render(wrap(null))
    registerServiceWorker()
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledOnce())
    act(() => workbox.listeners.get('waiting')?.forEach((l) => l()))
    expect(await screen.findByText('Nova versão disponível')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar agora' }))
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce()
    expect(workbox.listeners.get('controlling')).toHaveLength(1)
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
  })
})
