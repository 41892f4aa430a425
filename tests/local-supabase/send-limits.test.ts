import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http, startTestBackend, type TestBackend } from './helpers.ts'

// Anonymous newsletter subscriptions and contact messages are limited per client address in the
// database (5 an hour each): the 6th answers 429 with a pt-BR message, and a client cannot reset
// its address with its own X-Forwarded-For.

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.stop())

function send(table: string, row: Record<string, unknown>, headers: Record<string, string> = {}) {
  return http(backend, `/rest/v1/${table}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}`, ...headers },
    body: JSON.stringify(row),
  })
}

const subscription = () => ({ email: `pessoa.${randomUUID().slice(0, 8)}@campo-solidario.test` })
const message = () => ({ nome: 'Ana Lima', email: 'ana@campo-solidario.test', mensagem: 'Quero saber do frete solidário' })

describe.each([
  ['newsletter_inscricoes', subscription, 'Muitas inscrições a partir desta rede. Tente novamente mais tarde.'],
  ['mensagens_contato', message, 'Muitas mensagens a partir desta rede. Tente novamente mais tarde.'],
] as const)('%s', (table, row, mensagem) => {
  it('5 an hour per address; the 6th is a 429 with a pt-BR message and stores nothing', async () => {
    await backend.db.query('delete from public.limites_de_envio')
    const count = async () => (await backend.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n
    for (let i = 0; i < 5; i++) expect((await send(table, row())).status).toBe(201)
    const before = await count()
    const refused = await send(table, row())
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'PT429', message: mensagem })
    // Naming another address does not help: the gateway's entry (the last) counts.
    expect((await send(table, row(), { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(429)
    expect(await count()).toBe(before)
  })

  it('an hour later the address may send again', async () => {
    await backend.db.query(`update public.limites_de_envio set created_at = now() - interval '61 minutes'`)
    expect((await send(table, row())).status).toBe(201)
  })
})

it('SQL sees the request headers as PostgREST gives them, with the caller address last in X-Forwarded-For', async () => {
  await backend.db.query('delete from public.limites_de_envio')
  expect((await send('newsletter_inscricoes', subscription(), { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(201)
  const { rows } = await backend.db.query<{ chave: string }>('select chave from public.limites_de_envio')
  const { rows: expected } = await backend.db.query<{ chave: string }>(
    `select 'newsletter_inscricoes:' || md5('127.0.0.1') as chave`,
  )
  expect(rows).toEqual(expected)
})
