import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineStorage } from '@/features/account/OfflineStorage'
import { theme } from '@/ui/theme'

// "Uso sem internet" in /configuracoes: the space the app keeps on the phone, and freeing it.

const MB = 1024 * 1024

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
  Reflect.deleteProperty(globalThis, 'caches')
})

function show() {
  render(
    <MantineProvider theme={theme} env="test">
      <OfflineStorage userId="maria" />
    </MantineProvider>,
  )
}

describe('Uso sem internet', () => {
  it('says how much the app keeps, and "Liberar espaço" empties the caches filled on use and says how much it freed', async () => {
    const estimate = vi
      .fn()
      .mockResolvedValueOnce({ usage: 12 * MB })
      .mockResolvedValueOnce({ usage: 12 * MB })
      .mockResolvedValue({ usage: 8 * MB })
    Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true })
    const deleted = vi.fn().mockResolvedValue(true)
    Object.defineProperty(globalThis, 'caches', { value: { delete: deleted }, configurable: true })
    show()
    expect(await screen.findByText('O app guarda 12,0 MB neste aparelho para funcionar sem internet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Liberar espaço' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Espaço liberado: 4,0 MB.')
    expect(screen.getByText('O app guarda 8,0 MB neste aparelho para funcionar sem internet.')).toBeInTheDocument()
    // The app's own precache is not among them: it still opens offline.
    expect(deleted.mock.calls.map(([name]) => name).sort()).toEqual(['fotos-anuncios', 'mapa-tiles', 'modulos', 'paginas'])
  })

  it('where the browser does not tell, says so and still frees', async () => {
    show()
    expect(await screen.findByText('Este navegador não informa quanto espaço o app usa.')).toBeInTheDocument()
    expect(screen.getByText('Este navegador não informa se protege os dados do app.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Liberar espaço' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Espaço liberado.')
  })

  it('says what the browser lets it keep and whether the data is protected; "Proteger dados deste aparelho" asks the browser', async () => {
    const persist = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    const storage = {
      estimate: vi.fn().mockResolvedValue({ usage: 12 * MB, quota: 300 * MB }),
      persisted: vi.fn().mockResolvedValue(false),
      persist,
    }
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
    show()
    expect(
      await screen.findByText(
        'O app guarda 12,0 MB neste aparelho para funcionar sem internet. O navegador permite guardar até 300,0 MB.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText(/^Dados não protegidos: se o celular ficar sem espaço/)).toBeInTheDocument()

    // Refused: it says what tends to help, and can be asked again.
    await userEvent.click(screen.getByRole('button', { name: 'Proteger dados deste aparelho' }))
    expect(await screen.findByRole('status')).toHaveTextContent('O navegador não concedeu a proteção agora.')
    await userEvent.click(screen.getByRole('button', { name: 'Proteger dados deste aparelho' }))
    expect(await screen.findByText(/^Dados protegidos: o navegador não apaga/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Proteger dados deste aparelho' })).toBeNull()
    expect(screen.queryByText(/não concedeu/)).toBeNull()
    expect(persist).toHaveBeenCalledTimes(2)
  })

  it('already protected: says so, with nothing to ask', async () => {
    Object.defineProperty(navigator, 'storage', {
      value: { estimate: vi.fn().mockResolvedValue({ usage: MB }), persisted: vi.fn().mockResolvedValue(true), persist: vi.fn() },
      configurable: true,
    })
    show()
    expect(await screen.findByText(/^Dados protegidos/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Proteger dados deste aparelho' })).toBeNull()
  })
})
