import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate, relativeDay } from '@/lib/format'

// The numeric and long dates are written without Intl (making its formatter was a long task on a
// slow phone): they must read exactly as Intl's pt-BR does.
const DATES = [
  '2024-01-26',
  '2024-02-29T23:59:59Z',
  '2025-03-01T00:00:00Z',
  '2026-11-25T14:30:00.000Z',
  '2026-12-31',
  '1999-07-04T12:00:00-03:00',
]
for (let month = 0; month < 12; month++) DATES.push(new Date(Date.UTC(2026, month, 1 + month * 2, 10)).toISOString())

describe('dates in pt-BR', () => {
  it('numeric, as Intl writes them (day in UTC)', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    for (const iso of DATES) expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)))
    expect(formatDate('2024-01-26')).toBe('26/01/2024')
  })

  it('long, as Intl writes them (day in UTC)', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (const iso of DATES) expect(formatLongDate(iso), iso).toBe(intl.format(new Date(iso)))
    expect(formatLongDate('2026-03-05')).toBe('5 de março de 2026')
  })

  it('a week ago and earlier: the date on the phone’s clock, as Intl writes it', () => {
    const now = new Date(2026, 10, 25, 9, 0)
    for (const days of [7, 30, 400]) {
      const when = new Date(2026, 10, 25 - days, 23, 30)
      expect(relativeDay(when.toISOString(), now)).toBe(new Intl.DateTimeFormat('pt-BR').format(when))
    }
    expect(relativeDay(new Date(2026, 10, 24, 23, 30).toISOString(), now)).toBe('Ontem')
  })
})
