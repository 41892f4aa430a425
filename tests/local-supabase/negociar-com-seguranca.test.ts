import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// Negociar com segurança (issue 78) against the database, per actor — visitor, buyer, seller,
// another person, admin, inactive person: blocking, reporting a message, one rating per delivered
// order and the seller's counts, Reservado and its job, and the quick replies' limit.

type Client = SupabaseClient<Schema>
type Answer = { error: { code?: string; message?: string; hint?: string | null } | null }

let backend: TestBackend
let visitor: Client
let maria: Client // sells
let joao: Client // buys
let admin: Client
let other: { client: Client; id: string }
let inactive: { client: Client; id: string }

beforeAll(async () => {
  backend = await startTestBackend()
  visitor = backend.anon()
  maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  other = await backend.newUser()
  inactive = await backend.newUser()
})
afterAll(() => backend.stop())

function expectReason(answer: Answer, reason: string) {
  expect(answer.error?.code, JSON.stringify(answer.error)).toBe('23514')
  expect(answer.error?.message).toBe(reason)
  expect(answer.error?.hint).toBeTruthy()
}

async function adOfMaria(titulo = 'Queijo minas frescal') {
  const id = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id, titulo }))).error).toBeNull()
  return id
}

const message = (anuncio_id: string, texto: string, comprador_id = DEMO.joao.id) => ({
  id: randomUUID(),
  anuncio_id,
  comprador_id,
  texto,
})

const order = (anuncio_id: string) => ({
  id: randomUUID(),
  anuncio_id,
  quantidade: '2 peças',
  entrega: 'retirar' as const,
})

async function deliveredOrder(anuncio: string) {
  const o = order(anuncio)
  expect((await joao.from('pedidos').insert(o)).error).toBeNull()
  expect((await maria.from('pedidos').update({ status: 'aceito', valor: 30 }).eq('id', o.id)).error).toBeNull()
  expect((await maria.from('pedidos').update({ status: 'entregue' }).eq('id', o.id)).error).toBeNull()
  return o.id
}

async function inactivate(id: string) {
  await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [id])
}

describe('blocking', () => {
  it('the blocked person can neither write nor order; the blocker cannot write until unblocking', async () => {
    const ad = await adOfMaria()
    expect((await joao.from('mensagens').insert(message(ad, 'Ainda está disponível?'))).error).toBeNull()
    expect((await maria.from('bloqueios').insert({ bloqueado_id: DEMO.joao.id })).error).toBeNull()
    // Blocking again (the outbox resending) changes nothing.
    expect(
      (
        await maria
          .from('bloqueios')
          .upsert({ bloqueado_id: DEMO.joao.id }, { onConflict: 'user_id,bloqueado_id', ignoreDuplicates: true })
      ).error,
    ).toBeNull()

    expectReason(
      await joao.from('mensagens').insert(message(ad, 'Me passa o código que chegou por SMS')),
      'Esta pessoa não recebe mais mensagens nem pedidos seus.',
    )
    expectReason(await joao.from('pedidos').insert(order(ad)), 'Esta pessoa não recebe mais mensagens nem pedidos seus.')
    expectReason(await maria.from('mensagens').insert(message(ad, 'Oi')), 'Você bloqueou esta pessoa.')
    // A message stored before the block and resent after a lost answer is not refused.
    const before = message(ad, 'Pode ser amanhã?')
    expect((await joao.from('mensagens').insert(before)).error).not.toBeNull()

    // Only the blocker reads it: not the blocked person, another person or a visitor.
    expect((await maria.from('bloqueios').select('bloqueado_id, bloqueado_nome')).data).toEqual([
      { bloqueado_id: DEMO.joao.id, bloqueado_nome: expect.stringContaining('João') },
    ])
    expect((await joao.from('bloqueios').select('user_id')).data).toEqual([])
    expect((await other.client.from('bloqueios').select('user_id')).data).toEqual([])
    expect((await visitor.from('bloqueios').select('user_id')).error?.code).toBe('42501')
    // Nobody else can undo it.
    await joao.from('bloqueios').delete().eq('user_id', DEMO.maria.id)
    await other.client.from('bloqueios').delete().eq('user_id', DEMO.maria.id)
    expect((await maria.from('bloqueios').select('user_id')).data).toHaveLength(1)

    expect((await maria.from('bloqueios').delete().eq('bloqueado_id', DEMO.joao.id).select('bloqueado_id')).data).toHaveLength(1)
    expect((await joao.from('mensagens').insert(message(ad, 'Obrigado, vou buscar'))).error).toBeNull()
  })

  it('nobody blocks in another’s name, themselves, or while inactive; a visitor cannot block', async () => {
    expect(
      (await other.client.from('bloqueios').insert({ user_id: DEMO.maria.id, bloqueado_id: DEMO.joao.id })).error?.code,
    ).toBe('42501')
    expectReason(await joao.from('bloqueios').insert({ bloqueado_id: DEMO.joao.id }), 'Você não pode bloquear a si mesmo.')
    expect((await visitor.from('bloqueios').insert({ bloqueado_id: DEMO.joao.id })).error?.code).toBe('42501')
    const quiet = await backend.newUser()
    await inactivate(quiet.id)
    expect((await quiet.client.from('bloqueios').insert({ bloqueado_id: DEMO.joao.id })).error?.code).toBe('42501')
  })
})

describe('a reported message', () => {
  it('joins the queue with its context; the reporter and admins read it, the reported person does not', async () => {
    const ad = await adOfMaria('Doce de leite')
    const first = message(ad, 'Ainda está disponível?')
    const scam = message(ad, 'Me passa o código que chegou por SMS')
    expect((await joao.from('mensagens').insert(first)).error).toBeNull()
    expect((await joao.from('mensagens').insert(scam)).error).toBeNull()

    const report = { id: randomUUID(), mensagem_id: scam.id, motivo: 'golpe' as const, detalhes: ' pediu código ' }
    expect((await maria.from('denuncias_mensagens').insert(report)).error).toBeNull()
    // Sent again after a lost answer: nothing more.
    expect(
      (await maria.from('denuncias_mensagens').upsert(report, { onConflict: 'id', ignoreDuplicates: true })).error,
    ).toBeNull()
    expectReason(
      await maria.from('denuncias_mensagens').insert({ ...report, id: randomUUID() }),
      'Você já denunciou esta mensagem. Nossa equipe está analisando.',
    )

    const columns = 'mensagem_id, denunciado_id, anuncio_titulo, detalhes, status, contexto'
    const seen = (await admin.from('denuncias_mensagens').select(columns).eq('id', report.id)).data
    expect(seen).toEqual([
      {
        mensagem_id: scam.id,
        denunciado_id: DEMO.joao.id,
        anuncio_titulo: 'Doce de leite',
        detalhes: 'pediu código',
        status: 'aberta',
        contexto: [
          expect.objectContaining({ texto: first.texto, denunciada: false }),
          expect.objectContaining({ texto: scam.texto, denunciada: true }),
        ],
      },
    ])
    expect((await maria.from('denuncias_mensagens').select('id').eq('id', report.id)).data).toHaveLength(1)
    expect((await joao.from('denuncias_mensagens').select('id')).data).toEqual([])
    expect((await other.client.from('denuncias_mensagens').select('id')).data).toEqual([])
    expect((await visitor.from('denuncias_mensagens').select('id')).error?.code).toBe('42501')

    // Only an admin decides, and the first decision stays.
    expect((await maria.rpc('decidir_denuncia_mensagem', { denuncia: report.id, decisao: 'descartada' })).error?.code).toBe(
      '42501',
    )
    expect((await admin.rpc('decidir_denuncia_mensagem', { denuncia: report.id, decisao: 'procedente' })).error).toBeNull()
    expect((await admin.rpc('decidir_denuncia_mensagem', { denuncia: report.id, decisao: 'descartada' })).error).toBeNull()
    expect((await admin.from('denuncias_mensagens').select('status').eq('id', report.id)).data).toEqual([
      { status: 'procedente' },
    ])
  })

  it('refuses one’s own message, a conversation one is not in, an inactive reporter and a visitor', async () => {
    const ad = await adOfMaria('Geleia de jabuticaba')
    const m = message(ad, 'Tem entrega?')
    expect((await joao.from('mensagens').insert(m)).error).toBeNull()
    const report = (as: Client) => as.from('denuncias_mensagens').insert({ id: randomUUID(), mensagem_id: m.id, motivo: 'outro' })
    expectReason(await report(joao), 'Você não pode denunciar a sua própria mensagem.')
    expectReason(await report(other.client), 'Você não participa desta conversa.')
    expect((await report(visitor)).error?.code).toBe('42501')
    // A seller made inactive after a message reached them.
    const theirs = randomUUID()
    expect((await inactive.client.from('anuncios').insert(newAd({ id: theirs }))).error).toBeNull()
    const received = message(theirs, 'Vende fiado?')
    expect((await joao.from('mensagens').insert(received)).error).toBeNull()
    await inactivate(inactive.id)
    expect(
      (await inactive.client.from('denuncias_mensagens').insert({ id: randomUUID(), mensagem_id: received.id, motivo: 'outro' }))
        .error?.code,
    ).toBe('42501')
    // A reason that is an ad's, not a message's.
    expect(
      (await maria.from('denuncias_mensagens').insert({ id: randomUUID(), mensagem_id: m.id, motivo: 'duplicado' })).error?.code,
    ).toBe('23514')
  })
})

describe('an order’s rating', () => {
  it('by its buyer, once, after delivery; the seller answers once; the counts follow', async () => {
    const ad = await adOfMaria('Linguiça caseira')
    const before = (await visitor.from('usuarios_publicos').select('vendas_concluidas').eq('id', DEMO.maria.id)).data![0]
    const pending = order(ad)
    expect((await joao.from('pedidos').insert(pending)).error).toBeNull()
    const rate = (as: Client, pedido_id: string, nota = 5) =>
      as.from('avaliacoes_pedidos').insert({ id: randomUUID(), pedido_id, nota, texto: 'Tudo certo, produto ótimo' })
    expectReason(await rate(joao, pending.id), 'Avalie o vendedor depois que o pedido for entregue.')

    const delivered = await deliveredOrder(ad)
    expectReason(await rate(maria, delivered), 'Só quem comprou avalia este pedido.')
    expectReason(await rate(other.client, delivered), 'Só quem comprou avalia este pedido.')
    expect((await rate(visitor, delivered)).error?.code).toBe('42501')
    const rating = { id: randomUUID(), pedido_id: delivered, nota: 4, texto: 'Entregou no sábado' }
    expect((await joao.from('avaliacoes_pedidos').insert(rating)).error).toBeNull()
    expect((await joao.from('avaliacoes_pedidos').upsert(rating, { onConflict: 'id', ignoreDuplicates: true })).error).toBeNull()
    expectReason(await rate(joao, delivered, 1), 'Você já avaliou este pedido.')

    // Public, with the counts apart from the comments' stars.
    expect((await visitor.from('avaliacoes_pedidos').select('nota, texto, anuncio_titulo').eq('id', rating.id)).data).toEqual([
      { nota: 4, texto: 'Entregou no sábado', anuncio_titulo: 'Linguiça caseira' },
    ])
    const profile = (
      await visitor
        .from('usuarios_publicos')
        .select('vendas_concluidas, avaliacoes_pedidos_quantidade, avaliacao_pedidos_media')
        .eq('id', DEMO.maria.id)
    ).data![0]
    expect(profile.vendas_concluidas).toBe(before.vendas_concluidas + 1)
    expect(profile.avaliacoes_pedidos_quantidade).toBeGreaterThanOrEqual(1)
    expect(profile.avaliacao_pedidos_media).not.toBeNull()

    // Nobody writes the counts or the rating by hand.
    expect((await maria.from('avaliacoes_pedidos').update({ nota: 5 }).eq('id', rating.id).select('id')).error?.code).toBe(
      '42501',
    )
    expect((await maria.from('usuarios_publicos').update({ vendas_concluidas: 99 }).eq('id', DEMO.maria.id)).error?.code).toBe(
      '42501',
    )

    // The seller answers once; the same answer again is no change.
    expectReason(
      await joao.rpc('responder_avaliacao', { avaliacao: rating.id, resposta: 'Eu mesmo' }),
      'Só o vendedor responde esta avaliação.',
    )
    expect((await maria.rpc('responder_avaliacao', { avaliacao: rating.id, resposta: 'Obrigada, João!' })).error).toBeNull()
    expect((await maria.rpc('responder_avaliacao', { avaliacao: rating.id, resposta: 'Obrigada, João!' })).error).toBeNull()
    expectReason(
      await maria.rpc('responder_avaliacao', { avaliacao: rating.id, resposta: 'Outra' }),
      'Você já respondeu esta avaliação.',
    )
  })

  it('closes 30 days after delivery', async () => {
    const delivered = await deliveredOrder(await adOfMaria('Rapadura'))
    await backend.db.query(`update public.pedidos set entregue_em = now() - interval '31 days' where id = $1`, [delivered])
    expectReason(
      await joao.from('avaliacoes_pedidos').insert({ id: randomUUID(), pedido_id: delivered, nota: 5 }),
      'O prazo para avaliar este pedido terminou.',
    )
  })

  it('two ratings of one order at once: one is stored', async () => {
    const delivered = await deliveredOrder(await adOfMaria('Pão caseiro'))
    const answers = await Promise.all(
      [5, 1].map((nota) => joao.from('avaliacoes_pedidos').insert({ id: randomUUID(), pedido_id: delivered, nota })),
    )
    expect(answers.filter((a) => a.error === null)).toHaveLength(1)
    expect((await visitor.from('avaliacoes_pedidos').select('id').eq('pedido_id', delivered)).data).toHaveLength(1)
  })
})

describe('Reservado', () => {
  it('stays visible, takes no new order, and is Ativo again by the seller or after 3 days by the job', async () => {
    const ad = await adOfMaria('Mandioca descascada')
    expectReason(await joao.rpc('reservar_anuncio', { anuncio: ad, reservar: true }), 'Só o vendedor reserva o anúncio.')
    expect((await maria.rpc('reservar_anuncio', { anuncio: ad, reservar: true })).error).toBeNull()
    expect((await maria.rpc('reservar_anuncio', { anuncio: ad, reservar: true })).error).toBeNull()
    const seen = (await visitor.from('anuncios').select('status, reservado_em').eq('id', ad)).data![0]
    expect(seen.status).toBe('ativo')
    expect(seen.reservado_em).not.toBeNull()
    expectReason(await joao.from('pedidos').insert(order(ad)), 'Este anúncio está reservado.')
    // Messages still reach the seller.
    expect((await joao.from('mensagens').insert(message(ad, 'Quando fica livre?'))).error).toBeNull()

    expect((await maria.rpc('reservar_anuncio', { anuncio: ad, reservar: false })).error).toBeNull()
    expect((await joao.from('pedidos').insert(order(ad))).error).toBeNull()

    // Reserved again; the job leaves it while an order moved in the last 3 days, frees it after.
    expect((await maria.rpc('reservar_anuncio', { anuncio: ad, reservar: true })).error).toBeNull()
    await backend.db.query(`update public.anuncios set reservado_em = now() - interval '3 days 1 minute' where id = $1`, [ad])
    expect((await backend.service().rpc('liberar_reservas')).error).toBeNull()
    expect((await visitor.from('anuncios').select('reservado_em').eq('id', ad)).data![0].reservado_em).not.toBeNull()
    await backend.db.query(`update public.pedidos set updated_at = now() - interval '4 days' where anuncio_id = $1`, [ad])
    expect((await backend.service().rpc('liberar_reservas')).data).toBeGreaterThanOrEqual(1)
    expect((await visitor.from('anuncios').select('reservado_em').eq('id', ad)).data![0].reservado_em).toBeNull()
    // Only the service runs the job.
    expect((await maria.rpc('liberar_reservas')).error?.code).toBe('42501')
  })

  it('an ad that leaves Ativo is no longer reserved; a paused one cannot be reserved', async () => {
    const ad = await adOfMaria('Farinha de milho')
    expect((await maria.rpc('reservar_anuncio', { anuncio: ad, reservar: true })).error).toBeNull()
    expect((await maria.from('anuncios').update({ status: 'pausado' }).eq('id', ad)).error).toBeNull()
    expect((await maria.from('anuncios').select('reservado_em').eq('id', ad)).data![0].reservado_em).toBeNull()
    expectReason(await maria.rpc('reservar_anuncio', { anuncio: ad, reservar: true }), 'Só um anúncio ativo pode ser reservado.')
  })
})

describe('quick replies', () => {
  it('up to 5, read and removed only by their owner', async () => {
    const person = await backend.newUser()
    const add = (texto: string) => person.client.from('respostas_rapidas').insert({ id: randomUUID(), texto })
    for (let n = 1; n <= 5; n++) expect((await add(`  Resposta ${n} `)).error).toBeNull()
    expectReason(await add('A sexta'), 'Você já tem 5 respostas rápidas.')
    const mine = (await person.client.from('respostas_rapidas').select('id, texto').order('created_at')).data!
    expect(mine.map((r) => r.texto)).toEqual(['Resposta 1', 'Resposta 2', 'Resposta 3', 'Resposta 4', 'Resposta 5'])
    expect((await joao.from('respostas_rapidas').select('id').eq('user_id', person.id)).data).toEqual([])
    expect((await joao.from('respostas_rapidas').delete().eq('id', mine[0].id).select('id')).data).toEqual([])
    expect((await visitor.from('respostas_rapidas').select('id')).error?.code).toBe('42501')
    expect((await person.client.from('respostas_rapidas').insert({ id: randomUUID(), texto: '   ' })).error?.code).toBe('23514')
    expect((await person.client.from('respostas_rapidas').delete().eq('id', mine[0].id).select('id')).data).toHaveLength(1)
    expect((await add('Entrego na feira de sábado')).error).toBeNull()
  })
})
