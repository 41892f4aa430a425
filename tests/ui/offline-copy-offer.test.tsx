import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setDataSaver } from '@/lib/device/data-saver'
import { OfflineCopy } from '@/ui/pwa/OfflineCopy'
import { theme } from '@/ui/theme'

// Where the offline copy is offered, the rule of when the rest comes by itself is said (issue 76).

vi.mock('@/ui/pwa/offline-copy', () => ({
  downloadOfflineCopy: vi.fn(),
  useOfflineCopy: () => ({
    missingBytes: 600 * 1024,
    missingFiles: 40,
    totalBytes: 700 * 1024,
    downloading: null,
    failed: false,
  }),
}))

afterEach(() => setDataSaver(false))

const offer = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <OfflineCopy />
    </MantineProvider>,
  )

describe('the offline copy offered', () => {
  it('says the rest comes at the next visit, at install or on Wi-Fi', () => {
    offer()
    expect(screen.getByRole('button', { name: /^Baixar para usar sem internet \(/ })).toBeInTheDocument()
    expect(
      screen.getByText('O resto é baixado sozinho na sua próxima visita, ao instalar o app ou no Wi-Fi.'),
    ).toBeInTheDocument()
  })

  it('saving data, says the rest comes only when asked or on Wi-Fi', () => {
    setDataSaver(true)
    offer()
    expect(screen.getByText('Com a economia de dados, o resto só é baixado quando você pedir ou no Wi-Fi.')).toBeInTheDocument()
  })
})
