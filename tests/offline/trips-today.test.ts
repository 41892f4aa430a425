import { describe, expect, it } from 'vitest'
import { todayInBrazil } from '@/offline'

// The phone's "today" for trips must be the database's: (now() at time zone 'America/Sao_Paulo')::date.
describe('today in Brazil', () => {
  it('is the day in America/Sao_Paulo, hour by hour from 2020 to 2027 (Intl’s time zone data)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    const start = Date.UTC(2020, 0, 1)
    for (let at = start; at < Date.UTC(2028, 0, 1); at += 7 * 60 * 60 * 1000) {
      expect(todayInBrazil(at), new Date(at).toISOString()).toBe(intl.format(at))
    }
  })

  it('turns at midnight in Brasília, 03:00 UTC', () => {
    expect(todayInBrazil(Date.UTC(2026, 10, 26, 2, 59))).toBe('2026-11-25')
    expect(todayInBrazil(Date.UTC(2026, 10, 26, 3, 0))).toBe('2026-11-26')
  })
})
