import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, http, newAd, startTestBackend, type TestBackend } from './helpers.ts'

// "Perto de mim" in the database: public ads within a radius of a point, nearest first, against
// distances computed here independently (haversine), with ads just inside and just outside the
// edge, one across the state line, and the text, category, order and page combined.

let backend: TestBackend
const VITORIA = { latitude: -20.3155, longitude: -40.3128 }
const KM_PER_DEGREE = (Math.PI / 180) * 6371

/** Great-circle distance in km, written here on purpose rather than taken from the app. */
function haversine(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** A point `km` from Vitória, due north (positive) or south, or west (`west`). */
const away = (km: number, west = false) =>
  west
    ? {
        latitude: VITORIA.latitude,
        longitude: VITORIA.longitude - km / (KM_PER_DEGREE * Math.cos((VITORIA.latitude * Math.PI) / 180)),
      }
    : { latitude: VITORIA.latitude + km / KM_PER_DEGREE, longitude: VITORIA.longitude }

const ADS = [
  { titulo: 'Pitaia da praça', categoria: 'comida', at: away(0.5) },
  { titulo: 'Pitaia de Cariacica', categoria: 'comida', at: away(-8) },
  { titulo: 'Pitaia de Serra', categoria: 'agricultura', at: away(24.9) },
  { titulo: 'Pitaia da borda de fora', categoria: 'comida', at: away(25.1) },
  { titulo: 'Pitaia de Santa Leopoldina', categoria: 'comida', at: away(40, true) },
  {
    titulo: 'Pitaia de Aimorés',
    categoria: 'comida',
    uf: 'MG',
    cidade: 'Aimorés',
    at: { latitude: -19.495, longitude: -41.064 },
  },
]

beforeAll(async () => {
  backend = await startTestBackend()
  const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  for (const [i, ad] of ADS.entries()) {
    const row = newAd({
      id: randomUUID(),
      titulo: ad.titulo,
      categoria: ad.categoria,
      ...ad.at,
      ...(ad.uf ? { uf: ad.uf, cidade: ad.cidade } : {}),
    })
    expect((await maria.from('anuncios').insert(row)).error).toBeNull()
    // Distinct creation times, oldest first: "newest" has a known order.
    await backend.db.query(`update anuncios set created_at = now() - make_interval(mins => $1) where id = $2`, [60 - i, row.id])
  }
  const paused = newAd({ titulo: 'Pitaia pausada', status: 'pausado', ...away(1) })
  expect((await maria.from('anuncios').insert(paused)).error).toBeNull()
})
afterAll(() => backend.stop())

async function near(args: Record<string, unknown>) {
  const { data, error } = await backend.anon().rpc('buscar_anuncios_perto', { ...VITORIA, termo: 'pitaia', ...args } as never)
  expect(error).toBeNull()
  return (data as Array<{ titulo: string; latitude: number; longitude: number }>) ?? []
}

const within = (km: number) =>
  ADS.map((ad) => ({ titulo: ad.titulo, d: haversine(VITORIA, ad.at) }))
    .filter((ad) => ad.d <= km)
    .sort((a, b) => a.d - b.d)
    .map((ad) => ad.titulo)

describe('buscar_anuncios_perto', () => {
  it('within 25 km: exactly the public ads inside, nearest first, as computed independently', async () => {
    const found = await near({ km: 25 })
    expect(found.map((a) => a.titulo)).toEqual(within(25))
    expect(found.map((a) => a.titulo)).toEqual(['Pitaia da praça', 'Pitaia de Cariacica', 'Pitaia de Serra'])
    expect(found.map((a) => a.titulo)).not.toContain('Pitaia pausada')
  })

  it('the radius grows across the state line (an ad in MG within 200 km of Vitória)', async () => {
    const found = (await near({ km: 200 })).map((a) => a.titulo)
    expect(found).toEqual(within(200))
    expect(found).toContain('Pitaia de Aimorés')
    expect(found.at(-1)).toBe('Pitaia de Aimorés')
  })

  it('combined with the category, the newest order and pages', async () => {
    expect((await near({ km: 50, categoria: 'agricultura' })).map((a) => a.titulo)).toEqual(['Pitaia de Serra'])
    const newest = (await near({ km: 50, ordem: 'recentes' })).map((a) => a.titulo)
    expect(newest).toEqual(
      [...within(50)].sort((a, b) => ADS.findIndex((x) => x.titulo === b) - ADS.findIndex((x) => x.titulo === a)),
    )
    const [first] = await near({ km: 50, limite: 1, deslocamento: 1 })
    expect(first.titulo).toBe(within(50)[1])
  })

  it('keeps a maximum price inside the radius ("A combinar" never passes it)', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const cheap = newAd({ titulo: 'Goiaba barata', preco: 8, ...away(2) })
    const dear = newAd({ titulo: 'Goiaba cara', preco: 80, ...away(3) })
    const unpriced = newAd({ titulo: 'Goiaba a combinar', preco: null, ...away(4) })
    expect((await maria.from('anuncios').insert([cheap, dear, unpriced])).error).toBeNull()
    for (const ordem of ['distancia', 'preco', 'recentes']) {
      const found = await near({ km: 10, termo: 'goiaba', ordem, preco_max: 10 })
      expect(
        found.map((a) => a.titulo),
        ordem,
      ).toEqual(['Goiaba barata'])
    }
    expect((await near({ km: 10, termo: 'goiaba', preco_max: 80 })).map((a) => a.titulo)).toEqual([
      'Goiaba barata',
      'Goiaba cara',
    ])
  })

  it.each([
    [{ latitude: 40.7, longitude: -74, km: 25 }, 'Localização fora do Brasil.'],
    [{ km: 30 }, 'Raio inválido: escolha 10, 25, 50, 100 ou 200 km.'],
    [{ km: 25, ordem: 'alfabetica' }, 'Ordem inválida: alfabetica'],
  ])('bad input %j: 400 with a pt-BR message', async (args, message) => {
    const res = await http(backend, '/rest/v1/rpc/buscar_anuncios_perto', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VITORIA, ...args }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: '22023', message })
  })

  it('coordinates that are not numbers: 400, never a 500', async () => {
    const res = await http(backend, '/rest/v1/rpc/buscar_anuncios_perto', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latitude: 'perto', longitude: -40, km: 25 }),
    })
    expect(res.status).toBe(400)
  })

  it('where the box holds many ads (a city), the same answers: nearest, newest and with words', async () => {
    // 1,200 public ads within ~8 km of Vitória, so a 10 km search takes the dense paths.
    await backend.db.query(
      `
      insert into anuncios (titulo, categoria, cidade, uf, contato, user_id, status, latitude, longitude, created_at)
      select case when i % 3 = 0 then 'Jambo denso ' || i else 'Caqui denso ' || i end, 'comida', 'Vitória', 'ES',
             '27998761234', $1, 'ativo',
             $2 + ((i * 37) % 141 - 70) / 1000.0, $3 + ((i * 53) % 141 - 70) / 1000.0,
             now() - make_interval(secs => i)
      from generate_series(1, 1200) as i`,
      [DEMO.maria.id, VITORIA.latitude, VITORIA.longitude],
    )
    const { rows } = await backend.db.query<{ titulo: string; latitude: number; longitude: number; created_at: string }>(
      `select titulo, latitude, longitude, created_at::text from anuncios where titulo like '% denso %'`,
    )
    const expected = (filter: (t: string) => boolean) =>
      rows
        .filter((r) => filter(r.titulo) && haversine(VITORIA, r) <= 10)
        .sort((a, b) => haversine(VITORIA, a) - haversine(VITORIA, b) || b.created_at.localeCompare(a.created_at))
    const nearest = await near({ km: 10, termo: 'denso', limite: 20 })
    expect(nearest.map((a) => a.titulo)).toEqual(
      expected(() => true)
        .slice(0, 20)
        .map((r) => r.titulo),
    )
    const jambo = await near({ km: 10, termo: 'jambo denso', limite: 20 })
    expect(jambo.map((a) => a.titulo)).toEqual(
      expected((t) => t.startsWith('Jambo'))
        .slice(0, 20)
        .map((r) => r.titulo),
    )
    const newest = await near({ km: 10, termo: 'denso', ordem: 'recentes', limite: 5 })
    expect(newest.map((a) => a.titulo)).toEqual([
      'Caqui denso 1',
      'Caqui denso 2',
      'Jambo denso 3',
      'Caqui denso 4',
      'Caqui denso 5',
    ])
    // With no words the candidates are taken by a flat distance in degrees (with a margin) before
    // the exact one: the order must still be the exact distance's, over every public ad.
    const { rows: publicAds } = await backend.db.query<{
      titulo: string
      latitude: number
      longitude: number
      created_at: string
    }>(
      `select titulo, latitude, longitude, created_at::text from anuncios
       where status = 'ativo' and expira_em > now() and latitude is not null`,
    )
    const nearestWithoutWords = await near({ km: 10, termo: null, limite: 20 })
    expect(nearestWithoutWords.map((a) => a.titulo)).toEqual(
      publicAds
        .filter((r) => haversine(VITORIA, r) <= 10)
        .sort((a, b) => haversine(VITORIA, a) - haversine(VITORIA, b) || b.created_at.localeCompare(a.created_at))
        .slice(0, 20)
        .map((r) => r.titulo),
    )
  })

  it('distancia_km agrees with the independent haversine to the metre', async () => {
    const target = ADS[4].at
    const { rows } = await backend.db.query<{ d: number }>('select public.distancia_km($1, $2, $3, $4) as d', [
      VITORIA.latitude,
      VITORIA.longitude,
      target.latitude,
      target.longitude,
    ])
    expect(Math.abs(rows[0].d - haversine(VITORIA, target))).toBeLessThan(0.001)
  })
})

describe('buscar_viagens_perto', () => {
  // The demo trips (supabase/seed.sql): Maria's Santa Maria de Jetibá → Santa Leopoldina →
  // Vitória, João's Juiz de Fora → Petrópolis → Rio, Maria's Venda Nova do Imigrante → Vila Velha.
  const STOPS = {
    santaLeopoldina: { latitude: -20.0995, longitude: -40.5297 },
    vitoria: { latitude: -20.3155, longitude: -40.3128 },
    vilaVelha: { latitude: -20.3297, longitude: -40.2925 },
  }
  const TRIP_VITORIA = 'b0000000-0000-4000-8000-000000000001'
  const TRIP_VILA_VELHA = 'b0000000-0000-4000-8000-000000000003'
  const trips = async (args: Record<string, unknown>, client = backend.anon()) =>
    client.rpc('buscar_viagens_perto', args as never)

  it('the open trips with a stop within the radius, nearest stop first, saying which stop — as computed independently', async () => {
    const { data, error } = await trips({ latitude: VITORIA.latitude, longitude: VITORIA.longitude, km: 10 })
    expect(error).toBeNull()
    expect(data).toEqual([
      { viagem_id: TRIP_VITORIA, parada: 2, parada_cidade: 'Vitória', parada_uf: 'ES', distancia: expect.any(Number) },
      { viagem_id: TRIP_VILA_VELHA, parada: 1, parada_cidade: 'Vila Velha', parada_uf: 'ES', distancia: expect.any(Number) },
    ])
    expect(Math.abs(data![0].distancia - haversine(VITORIA, STOPS.vitoria))).toBeLessThan(0.001)
    expect(Math.abs(data![1].distancia - haversine(VITORIA, STOPS.vilaVelha))).toBeLessThan(0.001)
    // The trip's owner's phone is not part of the answer.
    expect(Object.keys(data![0])).not.toContain('contato')
  })

  it('a trip passing near counts by its nearest stop, not its ends (Santa Leopoldina, the middle stop)', async () => {
    const { data } = await trips({ ...STOPS.santaLeopoldina, km: 10 })
    expect(data).toEqual([
      { viagem_id: TRIP_VITORIA, parada: 1, parada_cidade: 'Santa Leopoldina', parada_uf: 'ES', distancia: expect.any(Number) },
    ])
    expect(data![0].distancia).toBeLessThan(0.001)
  })

  it('a cancelled trip is not offered', async () => {
    const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
    const id = randomUUID()
    const viagem = {
      id,
      paradas: [
        { cidade: 'Serra', uf: 'ES', latitude: -20.1211, longitude: -40.3074 },
        { cidade: 'Vitória', uf: 'ES', latitude: -20.3155, longitude: -40.3128 },
      ],
      data: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      hora: '07:00',
      veiculo: 'Caminhonete',
      capacidade_kg: 500,
      carga_propria_kg: 0,
      custo_total: 100,
      contato: '27998761234',
    }
    expect((await maria.from('viagens').insert(viagem as never)).error).toBeNull()
    const found = async () => ((await trips({ ...VITORIA, km: 10 })).data ?? []).map((t) => t.viagem_id)
    expect(await found()).toContain(id)
    expect((await maria.from('viagens').update({ status: 'cancelada' }).eq('id', id)).error).toBeNull()
    expect(await found()).not.toContain(id)
  })

  it('a point outside Brazil or a radius not in the list: 400 with a pt-BR message', async () => {
    expect((await trips({ latitude: 48.85, longitude: 2.35, km: 25 })).error).toMatchObject({
      code: '22023',
      message: 'Localização fora do Brasil.',
    })
    expect((await trips({ ...VITORIA, km: 30 })).error).toMatchObject({
      code: '22023',
      message: 'Raio inválido: escolha 10, 25, 50, 100 ou 200 km.',
    })
  })
})
