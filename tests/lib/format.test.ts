import { describe, expect, it } from 'vitest'
import {
  formatCentsInput,
  formatDate,
  formatDeparture,
  formatInteger,
  formatKg,
  formatLongDate,
  formatMegabytes,
  formatMonthYear,
  formatPrice,
  formatRating,
  relativeDay,
} from '@/lib/formats/format'

// Every format is written without Intl (making its formatter was a long task on a slow phone): each
// must read exactly as Intl's pt-BR does.
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

const NUMBERS = [
  0, 0.004, 0.005, 0.045, 0.05, 0.125, 0.5, 1.45, 2.5, 8.345, 1, 1.005, 1.25, 1.35, 2.675, 9.995, 12.3, 99.99, 100, 999.5, 1000,
  1234.5, 12345.678, 999999.995, 1_000_000, 123_456_789.01,
]

describe('numbers in pt-BR', () => {
  it('prices, as Intl writes BRL (a no-break space after R$)', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    for (const n of [...NUMBERS, -1, -1234.5]) expect(formatPrice(n), String(n)).toBe(intl.format(n))
    expect(formatPrice(1234.5)).toBe('R$\u00a01.234,50')
    expect(formatPrice(null)).toBe('A combinar')
    expect(formatCentsInput('0012345')).toBe(intl.format(123.45))
  })

  it('ratings and sizes with one decimal, kilos with at most one, whole numbers', () => {
    const one = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const upToOne = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
    const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })
    for (const n of NUMBERS) {
      expect(formatRating(n), String(n)).toBe(one.format(n))
      expect(formatMegabytes(n * 1024 * 1024), String(n)).toBe(`${one.format(n)} MB`)
      expect(formatKg(n), String(n)).toBe(`${upToOne.format(n)} kg`)
      expect(formatInteger(Math.round(n)), String(n)).toBe(whole.format(Math.round(n)))
    }
    expect(formatRating(4.666)).toBe('4,7')
    expect(formatKg(20)).toBe('20 kg')
    expect(formatRating(null)).toBe('Novo')
  })
})

describe('a trip’s departure and a month', () => {
  it('the weekday and day as Intl writes them, its first letter in capitals', () => {
    for (let day = 0; day < 14; day++) {
      const date = new Date(Date.UTC(2026, 10, 20 + day, 12)).toISOString().slice(0, 10)
      const intl = new Date(`${date}T12:00:00`).toLocaleDateString('pt-BR', { weekday: 'long', day: '2-digit', month: '2-digit' })
      expect(formatDeparture(date, '05:30:00'), date).toBe(`${intl.charAt(0).toUpperCase()}${intl.slice(1)} às 05:30`)
    }
    expect(formatDeparture('2026-11-28', '05:30:00')).toBe('Sábado, 28/11 às 05:30')
  })

  it('the month in Brasília, as Intl writes it', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' })
    for (const iso of [...DATES, '2026-03-01T02:59:00Z', '2026-03-01T03:00:00Z', '2027-01-01T01:00:00Z'])
      expect(formatMonthYear(iso), iso).toBe(intl.format(new Date(iso)))
    expect(formatMonthYear('2026-03-05T12:00:00Z')).toBe('março de 2026')
  })
})
