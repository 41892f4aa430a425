import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO, newAd, newTrip, startTestBackend, type TestBackend } from './helpers.ts'

// Notifications as data: each event writes the right notification for the right person in its
// own transaction, whoever caused it; a conversation's messages fold into one; only the recipient
// reads and marks them — per actor (visitor, recipient, another user, admin).

type Client = SupabaseClient<Schema>

let backend: TestBackend
let maria: Client // sells, offers trips
let joao: Client // buys, reserves, reports
let admin: Client
let other: { client: Client; id: string }
let ad: string

beforeAll(async () => {
  backend = await startTestBackend()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
})
afterAll(() => backend.stop())

beforeEach(async () => {
  await backend.db.query('delete from public.notificacoes')
  ad = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id: ad, titulo: 'Mel de aroeira' }))).error).toBeNull()
})

/** What a person's inbox holds, newest first (read as that person: RLS decides). */
async function inbox(as: Client) {
  const { data, error } = await as
    .from('notificacoes')
    .select('tipo, titulo, texto, url, quantidade, lida_em, anuncio_id')
    .order('created_at', { ascending: false })
  expect(error).toBeNull()
  return data!
}

const message = (texto: string) => ({ id: randomUUID(), anuncio_id: ad, comprador_id: DEMO.joao.id, texto })

describe('messages', () => {
  it("a conversation's unread messages fold into one notification for the other participant; none for the sender", async () => {
    expect((await joao.from('mensagens').insert(message('Tem mel?'))).error).toBeNull()
    expect(await inbox(maria)).toEqual([
      {
        tipo: 'mensagem',
        titulo: 'João Pereira enviou uma mensagem',
        texto: 'Sobre "Mel de aroeira"',
        url: `/mensagens/${ad}/${DEMO.joao.id}`,
        quantidade: 1,
        lida_em: null,
        anuncio_id: ad,
      },
    ])
    for (const texto of ['Entrega em Vitória?', 'Quero 2 potes']) {
      expect((await joao.from('mensagens').insert(message(texto))).error).toBeNull()
    }
    expect(await inbox(maria)).toMatchObject([{ titulo: 'João Pereira enviou 3 mensagens', quantidade: 3 }])
    expect(await inbox(joao)).toEqual([])

    // The seller answers: the buyer hears of it. Once read, the next message is a new notification.
    expect((await maria.from('mensagens').insert({ ...message('Tenho sim'), remetente_id: DEMO.maria.id })).error).toBeNull()
    expect(await inbox(joao)).toMatchObject([{ titulo: 'Maria Souza enviou uma mensagem' }])
    const read = await maria.from('notificacoes').update({ lida_em: new Date().toISOString() }).is('lida_em', null).select('id')
    expect(read.data).toHaveLength(1)
    expect((await joao.from('mensagens').insert(message('Obrigado!'))).error).toBeNull()
    expect((await inbox(maria)).map((n) => [n.quantidade, n.lida_em === null])).toEqual([
      [1, true],
      [3, false],
    ])
  })

  it('ten messages sent at once fold into one notification and none is lost', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => joao.from('mensagens').insert(message(`Oi ${i}`))))
    expect(answers.map((a) => a.error)).toEqual(Array(10).fill(null))
    expect(await inbox(maria)).toMatchObject([{ quantidade: 10, titulo: 'João Pereira enviou 10 mensagens' }])
  })
})

describe('orders', () => {
  const order = () => ({ id: randomUUID(), anuncio_id: ad, quantidade: '2 potes', entrega: 'retirar' as const })

  it('a new order reaches the seller; its acceptance and delivery reach the buyer', async () => {
    const o = order()
    expect((await joao.from('pedidos').insert(o)).error).toBeNull()
    expect(await inbox(maria)).toMatchObject([
      { tipo: 'pedido_novo', titulo: 'Novo pedido', texto: 'João Pereira pediu 2 potes de "Mel de aroeira"', url: '/pedidos' },
    ])
    expect((await maria.from('pedidos').update({ status: 'aceito', valor: 30 }).eq('id', o.id)).error).toBeNull()
    expect((await maria.from('pedidos').update({ status: 'entregue' }).eq('id', o.id)).error).toBeNull()
    expect((await inbox(joao)).map((n) => [n.tipo, n.titulo, n.texto])).toEqual([
      ['pedido_status', 'Pedido entregue', 'Seu pedido de "Mel de aroeira" foi marcado como entregue.'],
      ['pedido_status', 'Pedido aceito', 'Seu pedido de "Mel de aroeira" foi aceito.'],
    ])
  })

  it('a buyer who cancels tells the seller, not themselves; a seller who declines tells the buyer', async () => {
    const cancelled = order()
    expect((await joao.from('pedidos').insert(cancelled)).error).toBeNull()
    expect((await joao.from('pedidos').update({ status: 'cancelado' }).eq('id', cancelled.id)).error).toBeNull()
    expect((await inbox(maria)).map((n) => n.titulo)).toEqual(['Pedido cancelado', 'Novo pedido'])
    expect(await inbox(joao)).toEqual([])
    const declined = order()
    expect((await joao.from('pedidos').insert(declined)).error).toBeNull()
    expect((await maria.from('pedidos').update({ status: 'recusado' }).eq('id', declined.id)).error).toBeNull()
    expect((await inbox(joao)).map((n) => n.titulo)).toEqual(['Pedido recusado'])
  })
})

describe('trips', () => {
  it('a request for space reaches the owner; the answer the one who asked; a cancelled trip everyone on it', async () => {
    const trip = newTrip()
    expect((await maria.from('viagens').insert(trip)).error).toBeNull()
    const reservation = {
      id: randomUUID(),
      viagem_id: trip.id,
      kg: 100,
      parada_inicio: 0,
      parada_fim: 2,
      carga: 'Feijão, 4 sacas',
      contato: '32988125678',
    }
    expect((await joao.from('reservas').insert(reservation)).error).toBeNull()
    expect(await inbox(maria)).toMatchObject([
      {
        tipo: 'reserva_nova',
        texto: 'João Pereira quer levar 100 kg (Santa Maria de Jetibá → Vitória).',
        url: `/viagens/${trip.id}`,
      },
    ])
    expect((await maria.from('reservas').update({ status: 'aceita' }).eq('id', reservation.id)).error).toBeNull()
    expect((await maria.from('viagens').update({ status: 'cancelada' }).eq('id', trip.id)).error).toBeNull()
    expect((await inbox(joao)).map((n) => [n.tipo, n.titulo])).toEqual([
      ['viagem_cancelada', 'Viagem cancelada'],
      ['reserva_status', 'Reserva aceita'],
    ])
    expect((await inbox(maria)).map((n) => n.tipo)).toEqual(['reserva_nova'])
  })
})

describe('trust', () => {
  it('hiding an ad tells its owner why, and each reporter the outcome; discarding tells the reporter it stays', async () => {
    expect((await joao.from('denuncias').insert({ anuncio_id: ad, motivo: 'golpe' })).error).toBeNull()
    expect((await admin.rpc('ocultar_anuncio', { anuncio: ad, motivo: 'Pediu Pix adiantado.' })).error).toBeNull()
    expect(await inbox(maria)).toMatchObject([
      { tipo: 'anuncio_ocultado', texto: '"Mel de aroeira": Pediu Pix adiantado.', url: '/meus-anuncios', anuncio_id: ad },
    ])
    expect(await inbox(joao)).toMatchObject([
      { tipo: 'denuncia_decidida', texto: 'O anúncio que você denunciou foi retirado do ar. Obrigado por avisar.' },
    ])
    const kept = randomUUID()
    expect((await maria.from('anuncios').insert(newAd({ id: kept }))).error).toBeNull()
    expect((await joao.from('denuncias').insert({ anuncio_id: kept, motivo: 'duplicado' })).error).toBeNull()
    expect((await admin.rpc('descartar_denuncias', { anuncio: kept })).error).toBeNull()
    expect((await inbox(joao))[0]).toMatchObject({ texto: 'Analisamos sua denúncia e o anúncio continua no ar.' })
  })

  it('an ad about to expire is announced once; an expired one too — from the scheduled job', async () => {
    await backend.db.query(`update anuncios set expira_em = now() + interval '2 days' where id = $1`, [ad])
    await backend.service().rpc('expirar_anuncios')
    await backend.service().rpc('expirar_anuncios')
    expect((await inbox(maria)).filter((n) => n.anuncio_id === ad).map((n) => n.tipo)).toEqual(['anuncio_expirando'])
    await backend.db.query(`update anuncios set expira_em = now() - interval '1 minute' where id = $1`, [ad])
    await backend.service().rpc('expirar_anuncios')
    expect((await inbox(maria)).filter((n) => n.anuncio_id === ad).map((n) => n.tipo)).toEqual([
      'anuncio_expirado',
      'anuncio_expirando',
    ])
  })
})

describe('who may read and mark them', () => {
  it('only the recipient: not a visitor, another user or an admin; and only lida_em can change', async () => {
    expect((await joao.from('mensagens').insert(message('Oi'))).error).toBeNull()
    const [mine] = await inbox(maria)
    expect(mine).toBeDefined()
    const { rows } = await backend.db.query<{ id: string }>('select id from notificacoes where user_id = $1', [DEMO.maria.id])
    const id = rows[0].id
    expect((await backend.anon().from('notificacoes').select('id')).error?.code).toBe('42501')
    for (const stranger of [other.client, admin, joao]) {
      expect((await stranger.from('notificacoes').select('id').eq('id', id)).data).toEqual([])
      const marked = await stranger.from('notificacoes').update({ lida_em: new Date().toISOString() }).eq('id', id).select('id')
      expect(marked.data ?? []).toEqual([])
    }
    expect((await maria.from('notificacoes').update({ titulo: 'Outro' }).eq('id', id)).error?.code).toBe('42501')
    expect(
      (await maria.from('notificacoes').insert({ user_id: DEMO.maria.id, tipo: 'mensagem', titulo: 'x', texto: 'x', url: '/' }))
        .error?.code,
    ).toBe('42501')
    expect((await maria.from('notificacoes').delete().eq('id', id)).error?.code).toBe('42501')
    expect(
      (await maria.from('notificacoes').update({ lida_em: new Date().toISOString() }).eq('id', id).select('id')).data,
    ).toEqual([{ id }])
  })
})
