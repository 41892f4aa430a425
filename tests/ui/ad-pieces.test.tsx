import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StatusBadge } from '@/features/ads'
import { formatPrice, relativeDay } from '@/lib/formats/format'
import { theme } from '@/ui/theme'

describe('status badge', () => {
  /** The badge a status shows: its text and its look (whatever Mantine writes for the colour). */
  function badge(status: string) {
    const { unmount } = render(
      <MantineProvider theme={theme} env="test">
        <StatusBadge status={status} />
      </MantineProvider>,
    )
    const text = screen.getByText(status.toUpperCase())
    const look = text.closest('[style]')?.getAttribute('style') ?? ''
    unmount()
    return { text: text.textContent, look }
  }

  it('reads the status in capitals, each known status in a colour of its own, anything else neutral', () => {
    const [ativo, pausado, vendido, outro] = ['ativo', 'pausado', 'vendido', 'outro'].map(badge)
    expect([ativo.text, pausado.text, vendido.text, outro.text]).toEqual(['ATIVO', 'PAUSADO', 'VENDIDO', 'OUTRO'])
    expect(new Set([ativo.look, pausado.look, vendido.look, outro.look]).size).toBe(4)
    expect(badge('arquivado').look).toBe(outro.look)
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
