import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StatusBadge } from '@/features/ads'
import { formatPrice, relativeDay } from '@/lib/format'
import { theme } from '@/ui/theme'

describe('status badge', () => {
  it.each([
    ['ativo', 'ATIVO', 'campo'],
    ['pausado', 'PAUSADO', 'yellow'],
    ['vendido', 'VENDIDO', 'blue'],
    ['outro', 'OUTRO', 'gray'],
  ])('%s reads %s in %s', (status, texto, cor) => {
    render(
      <MantineProvider theme={theme} env="test">
        <StatusBadge status={status} />
      </MantineProvider>,
    )
    const badge = screen.getByText(texto).closest('.mantine-Badge-root') as HTMLElement
    expect(badge.getAttribute('style')).toContain(`--mantine-color-${cor}-`)
  })
})

describe('relative days (recent ads and comments)', () => {
  const agora = new Date(2026, 10, 22, 9, 30)
  it.each([
    [new Date(2026, 10, 22, 0, 5), 'Hoje'],
    [new Date(2026, 10, 21, 23, 50), 'Ontem'],
    [new Date(2026, 10, 20, 12, 0), '2 dias atrás'],
    [new Date(2026, 10, 16, 8, 0), '6 dias atrás'],
    [new Date(2026, 10, 15, 8, 0), '15/11/2026'],
  ])('%s → %s', (quando, texto) => {
    expect(relativeDay(quando.toISOString(), agora)).toBe(texto)
  })
})

describe('price', () => {
  it('is BRL, or "A combinar" when open', () => {
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50')
    expect(formatPrice(null)).toBe('A combinar')
  })
})
