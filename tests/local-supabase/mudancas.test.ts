import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AD_COLUMNS } from '../../src/offline/ads/types'
import { MESSAGE_COLUMNS, ORDER_COLUMNS } from '../../src/offline/conversations/types'
import { NOTIFICATION_COLUMNS } from '../../src/offline/notifications/types'
import { RESERVATION_COLUMNS, TRIP_COLUMNS } from '../../src/offline/trips/types'
import { DEMO, forgetPublications, newAd, newTrip, settledWrites, startTestBackend, type TestBackend } from './helpers.ts'

// The person's changes by cursor (public.mudancas), per actor against the real database: what a
// cursor reads, the tombstones a delete leaves, paging, what a new phone gets, and an id that was
// deleted refused when inserted again.

type Client = SupabaseClient<Schema>
interface Changes {
  cursor: string
  refazer: boolean
  anuncios: { id: string; versao: string }[]
  favoritos: { anuncio_id: string }[]
  mensagens: { id: string; texto: string }[]
  pedidos: { id: string; status: string }[]
  notificacoes: { id: string }[]
  viagens: { id: string }[]
  reservas: { id: string; viagem_id: string }[]
  remocoes: { tabela: string; linha: string }[]
  faltam: Record<string, [string, string]>
}

let backend: TestBackend
let maria: Client
let joao: Client
let admin: Client
let other: { client: Client; id: string }
let inactive: { client: Client; id: string }

beforeAll(async () => {
  backend = await startTestBackend()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
  inactive = await backend.newUser()
})
afterAll(() => backend.stop())

async function changes(as: Client, args: { desde?: string | null; paginas?: unknown; limite?: number } = {}): Promise<Changes> {
  const { data, error } = await as.rpc('mudancas', args as never)
  expect(error).toBeNull()
  return data as unknown as Changes
}

const columns = (list: string) => list.split(',').map((c) => c.trim())

describe('the cursor', () => {
  it('a new phone gets the person’s own ads, favourites, conversations and orders; nobody else’s', async () => {
    const ad = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: ad, titulo: 'Doce de leite' }))).error).toBeNull()
    await forgetPublications(backend)
    expect(
      (await joao.from('mensagens').insert({ id: randomUUID(), anuncio_id: ad, comprador_id: DEMO.joao.id, texto: 'Tem ainda?' }))
        .error,
    ).toBeNull()
    expect((await joao.from('favoritos').insert({ user_id: DEMO.joao.id, anuncio_id: ad })).error).toBeNull()

    const mine = await changes(maria)
    expect(mine.refazer).toBe(false)
    expect(mine.anuncios.map((a) => a.id)).toContain(ad)
    expect(mine.anuncios.every((a) => (a as unknown as { user_id: string }).user_id === DEMO.maria.id)).toBe(true)
    expect(mine.mensagens.map((m) => m.texto)).toContain('Tem ainda?')
    expect(mine.remocoes).toEqual([])

    const hers = await changes(joao)
    expect(hers.favoritos.map((f) => f.anuncio_id)).toContain(ad)
    expect(hers.anuncios.map((a) => a.id)).not.toContain(ad)
    expect(hers.mensagens.map((m) => m.texto)).toContain('Tem ainda?')

    // Someone else: none of it, even an admin (RLS and the person's own filter).
    for (const outsider of [other.client, admin]) {
      const theirs = await changes(outsider)
      expect(theirs.anuncios.map((a) => a.id)).not.toContain(ad)
      expect(theirs.mensagens.map((m) => m.texto)).not.toContain('Tem ainda?')
      expect(theirs.favoritos).toEqual([])
    }
  })

  it('each slice carries the columns the phone keeps, and its cursor', async () => {
    const all = await changes(maria)
    const keys = (rows: object[]) => Object.keys(rows[0]).sort()
    expect(keys(all.anuncios)).toEqual([...columns(AD_COLUMNS), 'versao'].sort())
    expect(keys(all.mensagens)).toEqual([...columns(MESSAGE_COLUMNS), 'versao'].sort())
    const joaos = await changes(joao)
    expect(keys(joaos.favoritos)).toEqual(['anuncio_id', 'created_at', 'id', 'user_id', 'versao'])
    // Orders and notifications: maria has both in the demo data.
    if (all.pedidos.length > 0) expect(keys(all.pedidos)).toEqual([...columns(ORDER_COLUMNS), 'versao'].sort())
    if (all.notificacoes.length > 0) expect(keys(all.notificacoes)).toEqual([...columns(NOTIFICATION_COLUMNS), 'versao'].sort())
  })

  it('with nothing changed, a cursor reads nothing; a change is read once, by both people of a conversation', async () => {
    await settledWrites(backend)
    const before = await changes(maria)
    const again = await changes(maria, { desde: before.cursor })
    expect([again.anuncios, again.favoritos, again.mensagens, again.pedidos, again.notificacoes, again.remocoes]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ])
    const ad = before.anuncios[0].id
    expect((await maria.from('anuncios').update({ titulo: 'Título mudado pelo cursor' }).eq('id', ad)).error).toBeNull()
    const after = await changes(maria, { desde: before.cursor })
    expect(after.anuncios.map((a) => a.id)).toEqual([ad])
    await settledWrites(backend)
    const later = await changes(maria)
    expect(BigInt(later.cursor)).toBeGreaterThan(BigInt(before.cursor))
    expect((await changes(maria, { desde: later.cursor })).anuncios).toEqual([])
  })

  it('a write by the server (a trigger, a job) moves the cursor as the person’s own does', async () => {
    await settledWrites(backend)
    const before = await changes(maria)
    const ad = before.anuncios.find((a) => (a as unknown as { status: string }).status === 'ativo')!.id
    await backend.db.query(`update public.anuncios set expira_em = now() - interval '1 day' where id = $1`, [ad])
    await backend.db.query('select public.expirar_anuncios()')
    const after = await changes(maria, { desde: before.cursor })
    expect(after.anuncios.map((a) => [a.id, (a as unknown as { status: string }).status])).toEqual([[ad, 'expirado']])
  })

  it('a long history comes in pages, each slice to its end, with one cursor', async () => {
    const seller = await backend.newUser()
    const ids: string[] = []
    await backend.db.query(
      `insert into public.anuncios (id, titulo, categoria, cidade, uf, contato, user_id)
       select gen_random_uuid(), 'Anúncio ' || n, 'comida', 'Vitória', 'ES', '27999990000', $1 from generate_series(1, 23) n`,
      [seller.id],
    )
    const first = await changes(seller.client, { limite: 10 })
    expect(first.anuncios).toHaveLength(10)
    expect(Object.keys(first.faltam)).toEqual(['anuncios'])
    ids.push(...first.anuncios.map((a) => a.id))
    let faltam = first.faltam
    while (Object.keys(faltam).length > 0) {
      const page = await changes(seller.client, { paginas: faltam, limite: 10 })
      // Only the slices that had more are read again.
      expect(page.mensagens).toBeUndefined()
      ids.push(...page.anuncios.map((a) => a.id))
      faltam = page.faltam
    }
    expect(new Set(ids).size).toBe(23)
  })

  it('a new phone gets each conversation’s latest message and the unread ones, not the whole history', async () => {
    const seller = await backend.newUser()
    const buyer = await backend.newUser()
    const ad = randomUUID()
    expect((await seller.client.from('anuncios').insert(newAd({ id: ad }))).error).toBeNull()
    await forgetPublications(backend)
    const send = async (texto: string) =>
      expect(
        (await buyer.client.from('mensagens').insert({ id: randomUUID(), anuncio_id: ad, comprador_id: buyer.id, texto })).error,
      ).toBeNull()
    await send('um')
    expect((await seller.client.rpc('marcar_conversa_lida', { anuncio: ad, comprador: buyer.id })).error).toBeNull()
    await send('dois')
    await send('três')
    expect((await changes(seller.client)).mensagens.map((m) => m.texto).sort()).toEqual(['dois', 'três'])
    // The buyer sent all three and reads only the latest.
    expect((await changes(buyer.client)).mensagens.map((m) => m.texto)).toEqual(['três'])
  })

  it('a trip and a reservation: the owner and the rider each read both; someone else neither', async () => {
    const trip = newTrip()
    expect((await maria.from('viagens').insert(trip)).error).toBeNull()
    const reservation = {
      id: randomUUID(),
      viagem_id: trip.id,
      kg: 50,
      parada_inicio: 0,
      parada_fim: 2,
      carga: 'Café',
      contato: '32988125678',
    }
    expect((await joao.from('reservas').insert(reservation)).error).toBeNull()
    const [owner, rider, outsider] = await Promise.all([changes(maria), changes(joao), changes(other.client)])
    for (const seen of [owner, rider]) {
      expect(seen.viagens.map((v) => v.id)).toContain(trip.id)
      expect(seen.reservas.map((r) => r.id)).toContain(reservation.id)
    }
    expect(Object.keys(owner.viagens[0]).sort()).toEqual([...columns(TRIP_COLUMNS), 'versao'].sort())
    expect(Object.keys(owner.reservas[0]).sort()).toEqual([...columns(RESERVATION_COLUMNS), 'versao'].sort())
    expect(outsider.viagens.map((v) => v.id)).not.toContain(trip.id)
    expect(outsider.reservas).toEqual([])
  })

  it('a visitor may not ask; an inactive person reads only their own', async () => {
    const { error } = await backend.anon().rpc('mudancas', {} as never)
    expect(error).not.toBeNull()
    const theirs = await changes(inactive.client)
    expect(theirs.anuncios).toEqual([])
    expect(theirs.mensagens).toEqual([])
  })
})

describe('tombstones', () => {
  it('a deleted ad leaves a tombstone for its owner, and its favourite one for whoever kept it; no one else reads them', async () => {
    const ad = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: ad }))).error).toBeNull()
    await forgetPublications(backend)
    expect((await joao.from('favoritos').insert({ user_id: DEMO.joao.id, anuncio_id: ad })).error).toBeNull()
    await settledWrites(backend)
    const [hers, his, theirs] = await Promise.all([changes(maria), changes(joao), changes(other.client)])
    expect((await maria.from('anuncios').delete().eq('id', ad)).error).toBeNull()

    expect((await changes(maria, { desde: hers.cursor })).remocoes).toEqual([
      expect.objectContaining({ tabela: 'anuncios', linha: ad }),
    ])
    expect((await changes(joao, { desde: his.cursor })).remocoes).toEqual([
      expect.objectContaining({ tabela: 'favoritos', linha: ad }),
    ])
    expect((await changes(other.client, { desde: theirs.cursor })).remocoes).toEqual([])
    // Read straight from the table: each person reads only their own.
    expect((await other.client.from('remocoes').select('linha').eq('linha', ad)).data).toEqual([])
    expect((await backend.anon().from('remocoes').select('linha')).error).not.toBeNull()
  })

  it('an ad that was deleted cannot be published again under its id (a resent publish stays refused)', async () => {
    const ad = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: ad }))).error).toBeNull()
    await forgetPublications(backend)
    expect((await maria.from('anuncios').delete().eq('id', ad)).error).toBeNull()
    const again = await maria.from('anuncios').upsert(newAd({ id: ad }), { onConflict: 'id', ignoreDuplicates: true })
    expect(again.error?.code).toBe('23514')
    expect(again.error?.message).toBe('Este anúncio foi excluído e não pode ser publicado de novo.')
    expect((await maria.from('anuncios').select('id').eq('id', ad)).data).toEqual([])
  })

  it('a favourite removed may come back', async () => {
    const ad = (await changes(maria)).anuncios.find((a) => (a as unknown as { status: string }).status === 'ativo')!.id
    await joao.from('favoritos').delete().eq('anuncio_id', ad)
    expect((await joao.from('favoritos').insert({ user_id: DEMO.joao.id, anuncio_id: ad })).error).toBeNull()
    expect((await joao.from('favoritos').delete().eq('anuncio_id', ad)).error).toBeNull()
    expect((await joao.from('favoritos').insert({ user_id: DEMO.joao.id, anuncio_id: ad })).error).toBeNull()
  })

  it('tombstones older than 90 days are forgotten; a cursor from before them is told to read everything again', async () => {
    const ad = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: ad }))).error).toBeNull()
    await forgetPublications(backend)
    const old = await changes(maria)
    expect((await maria.from('anuncios').delete().eq('id', ad)).error).toBeNull()
    await backend.db.query(`update public.remocoes set removido_em = now() - interval '91 days' where linha = $1`, [ad])
    const forgotten = await backend.db.query<{ n: number }>('select interno.esquecer_remocoes() as n')
    expect(forgotten.rows[0].n).toBeGreaterThanOrEqual(1)
    expect(await changes(maria, { desde: old.cursor })).toEqual({ refazer: true })
    // A cursor newer than every forgotten tombstone reads as usual. (Not "a cursor taken now": a
    // write transaction running elsewhere on the cluster holds a snapshot's xmin back for its length.)
    const { rows } = await backend.db.query<{ ate: string }>('select ate::text from interno.remocoes_esquecidas')
    expect(await changes(maria, { desde: rows[0].ate })).toEqual({ refazer: true })
    expect((await changes(maria, { desde: String(BigInt(rows[0].ate) + 1n) })).refazer).toBe(false)
  })

  it('a deleted account leaves no tombstones of its own', async () => {
    const gone = await backend.newUser()
    const ad = randomUUID()
    expect((await gone.client.from('anuncios').insert(newAd({ id: ad }))).error).toBeNull()
    await backend.service().auth.admin.deleteUser(gone.id)
    const { rows } = await backend.db.query('select 1 from public.remocoes where user_id = $1', [gone.id])
    expect(rows).toEqual([])
  })
})
