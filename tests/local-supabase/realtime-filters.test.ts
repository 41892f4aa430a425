import { describe, expect, it } from 'vitest'
import { FilterError, parseFilter, passes } from '../../local-supabase/realtime/filters'
import { decodeFrame, encodeFrame, MalformedFrame } from '../../local-supabase/realtime/frames'

// The pieces of the local Realtime that need no database: its filters and its two frame formats.

const types = new Map([
  ['valor', 'numeric'],
  ['status', 'text'],
  ['created_at', 'timestamptz'],
  ['id', 'uuid'],
])

describe('filters', () => {
  it('reads several conditions and `in` lists with quoted values', () => {
    expect(parseFilter('valor=gte.10,status=in.(aceito,"a, b")')).toEqual([
      { column: 'valor', op: 'gte', values: ['10'] },
      { column: 'status', op: 'in', values: ['aceito', 'a, b'] },
    ])
    expect(parseFilter('')).toEqual([])
    expect(parseFilter(undefined)).toEqual([])
  })

  it('refuses what Realtime refuses, and names the operators it does not serve', () => {
    expect(() => parseFilter('undefined')).toThrow(FilterError)
    expect(() => parseFilter('status=foo.bar')).toThrow('Error parsing `filter` params: ["foo","bar"]')
    expect(() => parseFilter('status=like.a%')).toThrow('does not implement the `like` filter operator')
    expect(() => parseFilter(`id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`)).toThrow('Maximum 100')
  })

  it('compares as the column\u2019s type: numbers, instants, text; a missing column or a null fails', () => {
    const row = { valor: '9.5', status: 'aceito', created_at: '2026-11-26T10:00:00+00:00', id: 'ABC' }
    expect(passes(parseFilter('valor=lt.10'), row, types)).toBe(true) // as text, "9.5" > "10"
    expect(passes(parseFilter('created_at=gt.2026-11-26T09:59:59Z'), row, types)).toBe(true)
    expect(passes(parseFilter('id=eq.abc'), row, types)).toBe(true)
    expect(passes(parseFilter('status=neq.aceito'), row, types)).toBe(false)
    expect(passes(parseFilter('nada=eq.1'), row, types)).toBe(false)
    expect(passes(parseFilter('valor=eq.1'), { valor: null }, types)).toBe(false)
  })
})

describe('frames', () => {
  it('vsn 2.0.0 as arrays and 1.0.0 as objects, both ways', () => {
    const frame = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } }
    expect(encodeFrame('2.0.0', frame)).toBe('["1","2","realtime:x","phx_join",{"a":1}]')
    expect(decodeFrame('2.0.0', encodeFrame('2.0.0', frame))).toEqual(frame)
    expect(JSON.parse(encodeFrame('1.0.0', frame))).toEqual({
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
      ref: '2',
      join_ref: '1',
    })
    expect(decodeFrame('1.0.0', encodeFrame('1.0.0', frame))).toEqual(frame)
  })

  it('anything else is malformed', () => {
    for (const text of ['{', '[1,2,3]', '["1","2","t","e","not an object"]', '{"topic":1}']) {
      expect(() => decodeFrame('2.0.0', text)).toThrow(MalformedFrame)
    }
    expect(() => decodeFrame('1.0.0', '["1","2","t","e",{}]')).toThrow(MalformedFrame)
  })
})
