import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { SESSION_FOR_BACKGROUND } from '@/offline/background-session'
import { enqueue } from '@/offline/engine/outbox'
import { forgetPerson, pendingChangesOf } from '@/offline/forget-person'
import { OfflineDatabase } from '@/offline/store/database'

// A family's one phone: after "Sair", nothing private of the person stays readable on it.

const MARIA = 'maria'
const JOAO = 'joao'
let db: OfflineDatabase
afterEach(async () => db?.delete())

const row = <T>(value: T) => value as never

async function phoneOfMaria() {
  db = new OfflineDatabase(`teste-${randomUUID()}`)
  await db.mensagens.put(
    row({ id: 'm1', anuncio_id: 'a', comprador_id: JOAO, vendedor_id: MARIA, remetente_id: JOAO, texto: 'Oi', created_at: '' }),
  )
  await db.pedidos.put(row({ id: 'p1', anuncio_id: 'a', comprador_id: JOAO, vendedor_id: MARIA, created_at: '' }))
  await db.reservas.put(row({ id: 'r1', viagem_id: 'v1', user_id: JOAO, status: 'pendente', contato: '27999990000' }))
  await db.notificacoes.put(row({ id: 'n1', user_id: MARIA, created_at: '' }))
  await db.denuncias.put(row({ id: 'd1', anuncio_id: 'a', user_id: MARIA, status: 'aberta' }))
  await db.favoritos.put(row({ user_id: MARIA, anuncio_id: 'a' }))
  await db.chavesPix.put({ user_id: MARIA, tipo: 'email', chave: 'maria@banco.test', updated_at: '' })
  await db.alertas.put({
    id: 'alerta-1',
    user_id: MARIA,
    termo: 'queijo',
    categoria: null,
    lugar: 'Vitória, ES',
    latitude: -20.32,
    longitude: -40.31,
    km: 50,
    preco_max: null,
    pausado: false,
    created_at: '',
  })
  await db.perfis.bulkPut([row({ id: MARIA, username: 'maria' }), row({ id: 'outro', username: 'vendedor' })])
  await db.anuncios.bulkPut([
    row({ id: 'publico', user_id: MARIA, status: 'ativo', categoria: 'comida', created_at: '', cachedAt: 0 }),
    row({ id: 'pausado', user_id: MARIA, status: 'pausado', categoria: 'comida', created_at: '', cachedAt: 0 }),
  ])
  await db.viagens.bulkPut([
    row({ id: 'aberta', user_id: MARIA, status: 'aberta', data: '', cachedAt: 0 }),
    row({ id: 'cancelada', user_id: MARIA, status: 'cancelada', data: '', cachedAt: 0 }),
  ])
  await db.comentarios.put(row({ id: 'c1', anuncio_id: 'publico', created_at: '' }))
  await db.meta.bulkPut([
    { key: SESSION_FOR_BACKGROUND, value: { userId: MARIA } },
    { key: 'contato-viagem:v1', value: '27999990000' },
    { key: 'divisao:v1', value: [] },
    { key: 'pull:publicos', value: 1 },
  ])
  await db.drafts.put({ key: 'mensagem:a:joao', ownerId: MARIA, values: { texto: 'Amanhã eu' }, updated_at: 0 })
  await db.draftAttachments.put({ key: 'anuncio:novo', attachments: { fotos: [] } })
  await enqueue(db, { kind: 'enviarMensagem', entity: 'conversa:a:joao', ownerId: MARIA, payload: row({}) })
}

describe('forgetting the person who signed out', () => {
  it('leaves no private row of theirs; what anyone may see stays', async () => {
    await phoneOfMaria()
    await forgetPerson(MARIA, {}, db)
    for (const table of [
      db.mensagens,
      db.pedidos,
      db.reservas,
      db.notificacoes,
      db.denuncias,
      db.favoritos,
      db.chavesPix,
      db.alertas,
      db.drafts,
      db.draftAttachments,
    ]) {
      expect(await table.count()).toBe(0)
    }
    expect(await db.perfis.toCollection().primaryKeys()).toEqual(['outro'])
    expect(await db.anuncios.toCollection().primaryKeys()).toEqual(['publico'])
    expect(await db.viagens.toCollection().primaryKeys()).toEqual(['aberta'])
    expect(await db.comentarios.count()).toBe(1)
    expect((await db.meta.toCollection().primaryKeys()).sort()).toEqual(['pull:publicos'])
    // What still waits is kept for her next sign-in here (never sent under anyone else).
    expect(await pendingChangesOf(MARIA, db)).toBe(1)
  })

  it('an account deleted: what still waited for it goes too', async () => {
    await phoneOfMaria()
    await forgetPerson(MARIA, { dropQueued: true }, db)
    expect(await db.outbox.count()).toBe(0)
  })
})
