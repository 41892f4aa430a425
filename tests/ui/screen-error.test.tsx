import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ScreenError } from '@/ui/ScreenError'
import { theme } from '@/ui/theme'

// A screen that cannot open says why in pt-BR: its code not on the phone yet (offline, a phone
// saving data keeps only the screens it opened), or something else — never the router's English.

const show = (error: unknown) =>
  render(
    <MantineProvider theme={theme} env="test">
      <ScreenError error={error} />
    </MantineProvider>,
  )

describe('a screen that cannot open', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://campo.example/assets/quem-somos-abc.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Firefox', 'error loading dynamically imported module: https://campo.example/assets/quem-somos-abc.js'],
    ["Vite, the screen's styles", 'Unable to preload CSS for /assets/quem-somos-abc.css'],
  ])('whose code did not come (%s) says it is not downloaded for offline use yet', (_, message) => {
    show(new TypeError(message))
    expect(screen.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta tela' })).toBeInTheDocument()
    expect(screen.getByText(/ainda não foi baixada para usar sem internet/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument()
  })

  it('for any other failure says so, with a retry', () => {
    show(new Error('Cannot read properties of undefined'))
    expect(screen.getByText('Algo deu errado ao carregar esta tela. Tente de novo.')).toBeInTheDocument()
    expect(screen.queryByText(/sem internet/)).toBeNull()
  })
})
