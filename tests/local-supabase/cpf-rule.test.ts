import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cadastroSchema } from '../../src/features/auth/schemas.ts'
import { cpfValido } from '../../supabase/functions/_shared/perfil.ts'
import { newCpf, startTestBackend, type TestBackend } from './helpers.ts'

// One CPF rule in three places: the sign-up form (brazilian-utils), the edge functions
// (_shared/perfil.ts, the same library) and the database's constraint (public.cpf_valido, in
// SQL). A CPF one accepts and another refuses would be a form that says "ok" and a save that
// fails, or the other way round: all three must answer the same for every CPF.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

const byTheForm = (cpf: string) => v.safeParse(cadastroSchema.entries.cpf, cpf).success
async function byTheDatabase(cpfs: string[]): Promise<boolean[]> {
  const { rows } = await backend.db.query<{ valido: boolean }>(
    'select public.cpf_valido(c) as valido from unnest($1::text[]) with ordinality as t(c, n) order by n',
    [cpfs],
  )
  return rows.map((row) => row.valido)
}

/** Seeded, so that a disagreement found once is found again. */
function randomDigits(count: number, seed: number): string[] {
  let state = seed
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31)
  return Array.from({ length: count }, () => Array.from({ length: 11 }, () => next() % 10).join(''))
}

describe('the CPF rule', () => {
  it('the form, the edge functions and the database answer the same for every CPF', async () => {
    const cpfs = [
      ...Array.from({ length: 200 }, newCpf), // check digits right
      ...randomDigits(2_000, 7), // mostly wrong, about 1 in 100 right
      ...Array.from({ length: 10 }, (_, d) => String(d).repeat(11)), // all equal: right digits, refused
      '52998224725', // a known valid one
      '52998224724', // its last digit wrong
      '00000000191', // leading zeros, right digits
      '5299822472', // 10 digits
      '529982247250', // 12 digits
    ]
    const database = await byTheDatabase(cpfs)
    const disagreements = cpfs.filter((cpf, i) => byTheForm(cpf) !== database[i] || cpfValido(cpf) !== database[i])
    expect(disagreements).toEqual([])
    // Not a vacuous agreement: both answers occur.
    expect(database.filter(Boolean).length).toBeGreaterThan(200)
    expect(database.filter((ok) => !ok).length).toBeGreaterThan(1_900)
  })

  it('written with dots and a dash, the form reads the digits; the functions and the database receive digits only', () => {
    expect(byTheForm('529.982.247-25')).toBe(true)
    expect(byTheForm('529.982.247-24')).toBe(false)
    expect(cpfValido('529.982.247-25')).toBe(false)
  })
})
