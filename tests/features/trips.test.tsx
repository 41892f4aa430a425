import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { estimatedShare, formatDeparture, freeKg } from '@/features/trips/numbers'
import { reservaSchema, viagemSchema, type ViagemForm } from '@/features/trips/schema'
import { offlineDb } from '@/offline/store/offline-db'
import type { CachedTrip } from '@/offline/trips/types'
import { todayInBrazil } from '@/offline/trips/pull'
import { renderApp, signedIn } from '../render'

// Frete Solidário trips on screen: the forms' rules and messages, the numbers everyone sees, and
// the trip page for a visitor, a producer reserving (the share estimated as typed, recorded on
// the phone) and the owner answering.
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: () => Promise.reject(new Error('offline in tests')) }))
vi.setConfig({ testTimeout: 20_000 })

const inDays = (days: number) => todayInBrazil(Date.now() + days * 86_400_000)

function trip(extra: Partial<CachedTrip> = {}): CachedTrip {
  return {
    id: 'v1',
    user_id: 'dona',
    user_name: 'Dona Lúcia',
    paradas: [
      { cidade: 'Santa Maria de Jetibá', uf: 'ES', local: 'Sítio' },
      { cidade: 'Santa Leopoldina', uf: 'ES' },
      { cidade: 'Vitória', uf: 'ES' },
    ],
    origem_cidade: 'Santa Maria de Jetibá',
    origem_uf: 'ES',
    destino_cidade: 'Vitória',
    destino_uf: 'ES',
    data: inDays(3),
    hora: '05:30:00',
    veiculo: 'Caminhão 3/4',
    capacidade_kg: 1000,
    carga_propria_kg: 200,
    custo_total: 300,
    refrigerada: false,
    observacoes: null,
    status: 'aberta',
    carga_por_trecho: [500, 200],
    kg_reservados: 300,
    created_at: '2026-11-20T10:00:00Z',
    cachedAt: Date.now(),
    ...extra,
  }
}

const form = (extra: Partial<ViagemForm> = {}): ViagemForm => ({
  paradas: [
    { cidade: 'Serra, ES', local: '' },
    { cidade: 'Vitória, ES', local: 'Ceasa' },
  ],
  data: inDays(2),
  hora: '06:00',
  veiculo: 'Caminhonete',
  capacidade_kg: '1.200',
  carga_propria_kg: '200,5',
  custo_total: 'R$ 450,00',
  refrigerada: false,
  observacoes: '',
  contato: '(27) 99876-1234',
  ...extra,
})

function firstIssue(schema: Parameters<typeof v.safeParse>[0], input: unknown) {
  const result = v.safeParse(schema, input)
  return result.success ? null : result.issues[0].message
}

describe('the offer form', () => {
  it('turns what is typed into what is stored', () => {
    expect(v.parse(viagemSchema, form())).toMatchObject({
      capacidade_kg: 1200,
      carga_propria_kg: 200.5,
      custo_total: 450,
      observacoes: null,
    })
  })

  it.each([
    ['a date in the past', { data: inDays(-1) }, 'A data da viagem já passou.'],
    ['no destination', { paradas: [{ cidade: 'Serra, ES', local: '' }] }, 'Informe a origem e o destino'],
    [
      'a city typed without its state',
      {
        paradas: [
          { cidade: 'Serra', local: '' },
          { cidade: 'Vitória, ES', local: '' },
        ],
      },
      'Escolha a cidade na lista (Cidade, UF)',
    ],
    ['zero capacity', { capacidade_kg: '0' }, 'A capacidade deve ser maior que zero'],
    ['a negative own load', { carga_propria_kg: '-5' }, 'A sua carga: use números, com até uma casa decimal'],
    ['an own load filling the vehicle', { carga_propria_kg: '1200' }, 'A sua carga deve deixar espaço livre no veículo'],
    ['no cost', { custo_total: '' }, 'Informe o custo total da viagem'],
    ['a phone without area code', { contato: '9876-1234' }, 'Telefone com DDD: 10 ou 11 dígitos'],
  ])('%s: "%s"', (_name, extra, message) => {
    expect(firstIssue(viagemSchema, form(extra as Partial<ViagemForm>))).toBe(message)
  })
})

describe('the numbers of a trip', () => {
  it('space left is that of the fullest stretch the load rides', () => {
    const t = trip()
    expect(freeKg(t, 0, 2)).toBe(500)
    expect(freeKg(t, 1, 2)).toBe(800)
    expect(freeKg(t, 0, 1)).toBe(500)
  })

  it('a share is the cost in proportion to the kg, everything carried counted', () => {
    // 300 × 150 / (200 own + 300 reserved + 150) = 69,23
    expect(estimatedShare(trip(), 150)).toBe(69.23)
  })

  it('a departure reads as a sentence: the weekday in capitals, "às" in lower case', () => {
    expect(formatDeparture('2026-11-28', '05:30:00')).toBe('Sábado, 28/11 às 05:30')
  })

  it('the reservation form refuses more than the stretch has free', () => {
    const schema = reservaSchema((inicio, fim) => freeKg(trip(), inicio, fim))
    const input = { kg: '600', trecho: '0-2', carga: 'Feijão', anuncio_id: '', contato: '27998761234' }
    expect(firstIssue(schema, input)).toBe('Não há espaço livre suficiente neste trecho')
    expect(firstIssue(schema, { ...input, trecho: '1-2' })).toBeNull()
  })
})

describe('/viagens/{id}', () => {
  beforeEach(async () => {
    await Promise.all([offlineDb.viagens.clear(), offlineDb.reservas.clear(), offlineDb.outbox.clear()])
  })

  it('a visitor sees the route, the space left and is asked to sign in to reserve', async () => {
    await offlineDb.viagens.put(trip())
    await renderApp('/viagens/v1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Santa Maria de Jetibá/ES → Vitória/ES' })).toBeInTheDocument()
    expect(screen.getByText('Espaço livre: 500 kg de 1.000 kg')).toBeInTheDocument()
    expect(screen.getByText('Santa Leopoldina/ES')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Entre para reservar espaço' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fviagens%2Fv1',
    )
  })

  it('a producer sees the share as they type and the reservation is kept on the phone, queued', async () => {
    await offlineDb.viagens.put(trip())
    await renderApp('/viagens/v1', signedIn())
    const kg = await screen.findByLabelText(/Quantidade \(kg\)/)
    await userEvent.type(kg, '150')
    expect(screen.getByText('Sua parte estimada: R$ 69,23 por 150 kg')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/O que vai enviar/), 'Feijão, 5 sacas')
    await userEvent.type(screen.getByLabelText(/Telefone para contato/), '27998761234')
    await userEvent.click(screen.getByRole('button', { name: 'Reservar espaço' }))
    const mine = await screen.findByRole('region', { name: 'Sua reserva' })
    expect(within(mine).getByText('Aguardando resposta')).toBeInTheDocument()
    expect(await offlineDb.outbox.toArray()).toMatchObject([
      {
        kind: 'reservarEspaco',
        entity: 'viagem:v1',
        payload: { reserva: { viagem_id: 'v1', kg: 150, parada_inicio: 0, parada_fim: 2 } },
      },
    ])
  })

  it('the owner sees the requests with their contact and accepts one (queued until sent)', async () => {
    await offlineDb.viagens.put(trip({ user_id: 'u1', user_name: 'Maria Souza' }))
    await offlineDb.reservas.put({
      id: 'r1',
      viagem_id: 'v1',
      user_id: 'joao',
      user_name: 'João Pereira',
      kg: 100,
      parada_inicio: 1,
      parada_fim: 2,
      carga: 'Queijo minas',
      anuncio_id: null,
      contato: '32988125678',
      status: 'pendente',
      decidida_em: null,
      created_at: '2026-11-21T10:00:00Z',
    })
    await renderApp('/viagens/v1', signedIn())
    const request = await screen.findByRole('article', { name: 'Reserva de João Pereira' })
    expect(within(request).getByText('Contato: (32) 98812-5678')).toBeInTheDocument()
    expect(within(request).getByText('Santa Leopoldina → Vitória: Queijo minas')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reservar espaço' })).not.toBeInTheDocument()
    await userEvent.click(within(request).getByRole('button', { name: 'Aceitar' }))
    await waitFor(() => expect(within(request).getByText('Aceita')).toBeInTheDocument())
    expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, i.payload])).toEqual([
      ['alterarStatusDaReserva', { id: 'r1', status: 'aceita' }],
    ])
  })
})

describe('/minhas-viagens', () => {
  beforeEach(async () => {
    await Promise.all([offlineDb.viagens.clear(), offlineDb.reservas.clear(), offlineDb.outbox.clear()])
  })

  it('lists the trips offered with the requests waiting (declined here), and the space reserved', async () => {
    await offlineDb.viagens.bulkPut([trip({ user_id: 'u1' }), trip({ id: 'v2', user_id: 'dona', veiculo: 'Caminhonete' })])
    const request = {
      viagem_id: 'v1',
      kg: 100,
      parada_inicio: 0,
      parada_fim: 2,
      anuncio_id: null,
      contato: '32988125678',
      status: 'pendente' as const,
      decidida_em: null,
      created_at: '2026-11-21T10:00:00Z',
    }
    await offlineDb.reservas.bulkPut([
      { ...request, id: 'r1', user_id: 'joao', user_name: 'João Pereira', carga: 'Queijo minas' },
      { ...request, id: 'r2', viagem_id: 'v2', user_id: 'u1', user_name: 'Maria Souza', carga: 'Café', status: 'aceita' },
    ])
    await renderApp('/minhas-viagens', signedIn())
    const waiting = await screen.findByRole('region', { name: /Pedidos aguardando resposta/ })
    expect(within(waiting).getByText('1 pedido de reserva aguardando a sua resposta')).toBeInTheDocument()
    await userEvent.click(within(waiting).getByRole('button', { name: 'Recusar' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /Pedidos aguardando resposta/ })).not.toBeInTheDocument())
    expect((await offlineDb.outbox.toArray()).map((i) => i.payload)).toEqual([{ id: 'r1', status: 'recusada' }])
    const reserved = screen.getByRole('region', { name: 'Espaços reservados' })
    expect(within(reserved).getByText('100 kg: Café')).toBeInTheDocument()
    expect(within(reserved).getByText('Aceita')).toBeInTheDocument()
  })
})
