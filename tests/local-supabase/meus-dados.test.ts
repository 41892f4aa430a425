import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database as Schema } from '../../src/lib/database.types'
import { DEMO, newAd, newCpf, newTrip, startTestBackend, type TestBackend } from './helpers.ts'

// "Baixar meus dados" (LGPD), per actor against the database: the person gets everything the
// service holds about them; of the people they dealt with, public names only; another person, an
// admin or a visitor never gets it; an inactive account still does.

type Client = SupabaseClient<Schema>
type Person = Awaited<ReturnType<TestBackend['newUser']>>
type MyData = Record<string, unknown> & {
  conta: Record<string, unknown>
  chave_pix: Record<string, unknown> | null
  anuncios: Record<string, unknown>[]
  conversas: { com: string; voce_e: string; mensagens: { de: string; texto: string; audio_caminho: string | null }[] }[]
  pedidos: Record<string, unknown>[]
  viagens: { reservas: Record<string, unknown>[] }[]
  reservas: Record<string, unknown>[]
}

let backend: TestBackend
let seller: Person
let buyer: Person
let admin: Client
const sellerPhone = '27991234001'
const buyerPhone = '31988775001'
const buyerCpf = newCpf()
const sellerPixKey = newCpf()
const adId = randomUUID()
const pausedAdId = randomUUID()
const reportedAdId = randomUUID()

async function myData(as: Client) {
  return as.rpc('meus_dados' as never) as unknown as Promise<{ data: MyData | null; error: { code?: string } | null }>
}

function pushDevice() {
  const ecdh = createECDH('prime256v1')
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
}

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
  seller = await backend.newUser({ telefone: sellerPhone })
  buyer = await backend.newUser({ telefone: buyerPhone, cpf: buyerCpf })
  const s = seller.client
  const b = buyer.client
  const ok = (r: { error: unknown }) => expect(r.error).toBeNull()

  ok(await s.from('anuncios').insert(newAd({ id: adId, titulo: 'Queijo minas curado', preco: 45 })))
  ok(await s.from('anuncios').insert(newAd({ id: pausedAdId, titulo: 'Doce de leite em barra' })))
  ok(await s.from('anuncios').update({ status: 'pausado' }).eq('id', pausedAdId))
  ok(
    await backend
      .service()
      .from('anuncios')
      .insert(newAd({ id: reportedAdId, titulo: 'Milagre', user_id: DEMO.joao.id })),
  )
  ok(await s.from('chaves_pix').insert({ tipo: 'cpf', chave: sellerPixKey }))
  ok(
    await s
      .from('pontos_de_retirada')
      .insert({ nome: 'Feira do Produtor', local: 'Praça Central', cidade: 'Serra', uf: 'ES', quando: 'sábado, 6h' }),
  )

  ok(await b.from('mensagens').insert({ anuncio_id: adId, comprador_id: buyer.id, texto: 'Ainda tem o queijo?' }))
  ok(await s.from('mensagens').insert({ anuncio_id: adId, comprador_id: buyer.id, texto: 'Tenho sim, 3 peças.' }))
  const orderId = randomUUID()
  ok(await b.from('pedidos').insert({ id: orderId, anuncio_id: adId, quantidade: '2 peças', entrega: 'retirar' }))
  ok(await s.from('pedidos').update({ status: 'aceito', valor: 90 }).eq('id', orderId))

  const trip = newTrip({ contato: sellerPhone })
  ok(await s.from('viagens').insert(trip))
  ok(
    await b.from('reservas').insert({
      viagem_id: trip.id,
      kg: 50,
      parada_inicio: 0,
      parada_fim: 2,
      carga: 'Café, 2 sacas',
      contato: buyerPhone,
    }),
  )
  ok(await b.from('comentarios').insert({ anuncio_id: adId, rating: 5, comentario: 'Queijo excelente' }))
  ok(await b.from('favoritos').insert({ anuncio_id: adId }))
  ok(await b.from('denuncias').insert({ anuncio_id: reportedAdId, motivo: 'golpe', detalhes: 'Promete cura.' }))
  ok(await s.rpc('registrar_assinatura_push', pushDevice()))
  ok(await b.from('alertas_busca').insert({ termo: 'queijo canastra', preco_max: 60 }))

  // Sent signed in: the person's own (what was sent signed out is not theirs to download).
  ok(await s.from('newsletter_inscricoes').insert({ email: seller.email }))
  ok(
    await s.from('mensagens_contato').insert({
      nome: 'Vendedor',
      email: seller.email.toUpperCase(),
      mensagem: 'Como troco minha foto de perfil?',
    }),
  )
  await backend.db.query(
    `insert into public.moderacoes (alvo_id, alvo, decisao, dono_id, titulo, motivo, decidida_por)
     values ($1, 'anuncio', 'excluido', $2, 'Anúncio repetido', 'Anúncio duplicado', $3)`,
    [randomUUID(), seller.id, DEMO.admin.id],
  )
})
afterAll(() => backend.stop())

describe('meus_dados', () => {
  it('gives the person their account, ads in every status, Pix key, conversations, orders, trips and what they sent', async () => {
    const { data, error } = await myData(seller.client)
    expect(error).toBeNull()
    const d = data!
    expect(d.sobre).toMatchObject({
      servico: 'Campo Solidário',
      secoes: expect.objectContaining({ conversas: expect.any(String) }),
    })
    expect(d.conta).toMatchObject({ id: seller.id, email: seller.email, telefone: sellerPhone, username: seller.username })
    expect(d.conta.cpf).toMatch(/^\d{11}$/)
    expect(d.chave_pix).toMatchObject({ tipo: 'cpf', chave: sellerPixKey })
    expect(d.anuncios.map((a) => [a.titulo, a.status])).toEqual([
      ['Queijo minas curado', 'ativo'],
      ['Doce de leite em barra', 'pausado'],
    ])
    expect(d.conversas).toHaveLength(1)
    expect(d.conversas[0]).toMatchObject({ voce_e: 'vendedor', com: `Pessoa ${buyer.username.slice(7)}` })
    expect(d.conversas[0].mensagens.slice(0, 2).map((m) => [m.de, m.texto])).toEqual([
      [`Pessoa ${buyer.username.slice(7)}`, 'Ainda tem o queijo?'],
      ['você', 'Tenho sim, 3 peças.'],
    ])
    expect(d.pedidos).toEqual([
      expect.objectContaining({
        voce_e: 'vendedor',
        quantidade: '2 peças',
        status: 'aceito',
        valor: 90,
        pix_chave: sellerPixKey,
      }),
    ])
    expect(d.viagens).toHaveLength(1)
    expect(d.viagens[0]).toMatchObject({ contato: sellerPhone })
    expect(d.viagens[0].reservas).toEqual([expect.objectContaining({ carga: 'Café, 2 sacas', kg: 50 })])
    expect(d.moderacoes).toEqual([expect.objectContaining({ decisao: 'excluido', motivo: 'Anúncio duplicado' })])
    expect(d.aparelhos_com_push).toEqual([expect.objectContaining({ endpoint: expect.stringMatching(/^https:\/\/fcm/) })])
    expect(d.newsletter).toEqual([expect.objectContaining({ email: seller.email })])
    expect(d.mensagens_de_contato).toEqual([expect.objectContaining({ mensagem: 'Como troco minha foto de perfil?' })])
    expect(d.sobre).toHaveProperty('secoes.pontos_de_retirada')
    expect(d.pontos_de_retirada).toEqual([expect.objectContaining({ nome: 'Feira do Produtor', quando: 'sábado, 6h' })])
  })

  it('holds nothing private of the other people: no e-mail, phone, CPF, reservation contact, Pix key, hash or token', async () => {
    const sellerFile = JSON.stringify((await myData(seller.client)).data)
    for (const secret of [buyer.email, buyerPhone, buyerCpf, DEMO.admin.id]) expect(sellerFile).not.toContain(secret)
    const buyerFile = JSON.stringify((await myData(buyer.client)).data)
    for (const secret of [seller.email, sellerPhone, sellerPixKey]) expect(buyerFile).not.toContain(secret)
    for (const file of [sellerFile, buyerFile]) {
      for (const key of ['encrypted_password', 'access_token', 'refresh_token', 'p256dh', '"auth"', 'decidida_por']) {
        expect(file).not.toContain(key)
      }
    }
  })

  it("gives the buyer their own side: the order without the seller's key, their reservation with their contact, comments, favourites, reports", async () => {
    const d = (await myData(buyer.client)).data!
    expect(d.conta).toMatchObject({ email: buyer.email, cpf: buyerCpf })
    expect(d.anuncios).toEqual([])
    expect(d.conversas[0]).toMatchObject({ voce_e: 'comprador', com: `Pessoa ${seller.username.slice(7)}` })
    expect(d.pedidos).toEqual([expect.objectContaining({ voce_e: 'comprador', valor: 90, pix_chave: null })])
    expect(d.reservas).toEqual([expect.objectContaining({ contato: buyerPhone, carga: 'Café, 2 sacas' })])
    expect(d.comentarios).toEqual([expect.objectContaining({ anuncio: 'Queijo minas curado', nota: 5 })])
    expect(d.favoritos).toEqual([expect.objectContaining({ anuncio: 'Queijo minas curado' })])
    expect(d.denuncias).toEqual([expect.objectContaining({ motivo: 'golpe', detalhes: 'Promete cura.' })])
    expect(d.alertas_busca).toEqual([expect.objectContaining({ termo: 'queijo canastra', preco_max: 60, pausado: false })])
    expect(d.newsletter).toEqual([])
    expect(d.moderacoes).toEqual([])
  })

  it("is about the caller only: an admin's export holds their own account, not the ads they may read", async () => {
    const d = (await myData(admin)).data!
    expect(d.conta).toMatchObject({ id: DEMO.admin.id, role: 'admin' })
    expect(JSON.stringify(d)).not.toContain('Doce de leite em barra')
    expect(JSON.stringify(d)).not.toContain(seller.email)
  })

  it('is refused to a visitor', async () => {
    const { data, error } = await myData(backend.anon())
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  it('is still given to an account made inactive', async () => {
    const inactive = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [inactive.id])
    const { data, error } = await myData(inactive.client)
    expect(error).toBeNull()
    expect(data!.conta).toMatchObject({ id: inactive.id, email: inactive.email, status: 'inativo' })
  })
})
