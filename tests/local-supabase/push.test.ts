import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPushEndpoint, type Subscription } from '../../local-supabase/testing/push-endpoint'
import { DEMO, newAd, startTestBackend, type TestBackend } from './helpers'

// Web Push end to end on this machine: a notification written by the database is queued for the
// recipient's devices, sent by the edge function `enviar-push` (Deno, @block65/webcrypto-web-push)
// to a local push service that decrypts it with the subscription's own keys and checks the VAPID
// token; 410 deletes the subscription; failures are retried a bounded number of times; a flood of
// messages is one push a minute; a burst is sent whole and once. Subscribing, per actor.

let backend: TestBackend
let pushService: Awaited<ReturnType<typeof startPushEndpoint>>
let adId: string
let joao: Awaited<ReturnType<TestBackend['signIn']>>

beforeAll(async () => {
  pushService = await startPushEndpoint()
  backend = await startTestBackend({ functionsEnv: { DENO_CERT: pushService.certFile } })
  joao = await backend.signIn(DEMO.joao.email, DEMO.joao.password)
  const maria = await backend.signIn(DEMO.maria.email, DEMO.maria.password)
  adId = randomUUID()
  expect((await maria.from('anuncios').insert(newAd({ id: adId, titulo: 'Mel de aroeira' }))).error).toBeNull()
}, 120_000)
afterAll(async () => {
  await backend.stop()
  await pushService.stop()
})

/** A device of Maria's on the local push service (registered as the server would store it). */
async function mariaDevice(kind: 'ok' | 'gone' | 'fail' = 'ok', extra: { mostrar_texto?: boolean } = {}) {
  const subscription = pushService.subscribe(kind)
  const { data, error } = await backend
    .service()
    .from('assinaturas_push')
    .insert({ user_id: DEMO.maria.id, ...subscription, ...extra })
    .select('id')
    .single()
  expect(error).toBeNull()
  return { ...subscription, id: data!.id }
}

/** No device of Maria's, and her notifications read: each test starts from a new conversation notice. */
async function startClean() {
  await backend.db.query('delete from public.assinaturas_push')
  await backend.db.query('update public.notificacoes set lida_em = now() where user_id = $1', [DEMO.maria.id])
}

async function joaoWrites(texto: string, buyer = joao) {
  const { data } = await buyer.auth.getUser()
  const { error } = await buyer
    .from('mensagens')
    .insert({ id: randomUUID(), anuncio_id: adId, comprador_id: data.user!.id, texto })
  expect(error).toBeNull()
}

const pushesTo = (s: Subscription) => pushService.received.filter((p) => p.endpoint === s.endpoint)

describe('a push', () => {
  it('reaches the device encrypted for its keys, with a valid VAPID token for the push service’s origin', async () => {
    await startClean()
    const device = await mariaDevice()
    await joaoWrites('Tem mel de aroeira?')
    await backend.push.runNow()
    const [push] = pushesTo(device)
    expect(push.payload).toEqual({
      titulo: 'João Pereira enviou uma mensagem',
      texto: 'Sobre "Mel de aroeira"',
      url: `/mensagens/${adId}/${DEMO.joao.id}`,
      tag: `conversa:${adId}:${DEMO.joao.id}`,
      icone: null,
      para: DEMO.maria.id,
    })
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push.headers.ttl)).toBeGreaterThan(0)
    expect(push.vapid).toMatchObject({ audience: pushService.origin, signatureValid: true, publicKey: backend.vapidPublicKey })
    expect(push.vapid.subject).toMatch(/^mailto:/)
    expect(push.vapid.expiresInSeconds).toBeGreaterThan(0)
    expect(push.vapid.expiresInSeconds).toBeLessThanOrEqual(24 * 60 * 60)
  }, 60_000)

  it('shows a message’s words only to whom chose “mostrar o texto das mensagens”', async () => {
    await startClean()
    const device = await mariaDevice('ok', { mostrar_texto: true })
    await joaoWrites('Separo 2 potes para sábado?')
    await backend.push.runNow()
    expect(pushesTo(device).map((p) => (p.payload as { texto: string }).texto)).toEqual(['Separo 2 potes para sábado?'])
  }, 60_000)

  it('a voice note is pushed as "Mensagem de voz (0:03)", never as its empty text', async () => {
    await startClean()
    const device = await mariaDevice('ok', { mostrar_texto: true })
    const { data } = await joao.auth.getUser()
    const id = randomUUID()
    const caminho = `${data.user!.id}/${id}.webm`
    expect(
      (await joao.storage.from('audios').upload(caminho, new Blob([new Uint8Array(9000)], { type: 'audio/webm' }))).error,
    ).toBeNull()
    const sent = await joao
      .from('mensagens')
      .insert({ id, anuncio_id: adId, comprador_id: data.user!.id, texto: '', audio_caminho: caminho, audio_duracao_ms: 3200 })
    expect(sent.error).toBeNull()
    await backend.push.runNow()
    expect(pushesTo(device).map((p) => (p.payload as { texto: string }).texto)).toEqual(['Mensagem de voz (0:03)'])
  }, 60_000)

  it('a flood of messages in one conversation is one push a minute; the notification folds them', async () => {
    await startClean()
    const device = await mariaDevice()
    await joaoWrites('Oi')
    await backend.push.runNow()
    for (const texto of ['Ainda tem?', 'Quanto custa?', 'Responde por favor']) await joaoWrites(texto)
    await backend.push.runNow()
    expect(pushesTo(device)).toHaveLength(1)
    const { rows } = await backend.db.query<{ n: number; waits: boolean }>(
      `select count(*)::int as n, bool_and(proxima_em > now() + interval '50 seconds') as waits from public.envios_push
       where assinatura_id = $1 and enviado_em is null`,
      [device.id],
    )
    expect(rows[0]).toEqual({ n: 1, waits: true })
    // A minute later the one waiting goes, with the folded words.
    await backend.db.query(`update public.envios_push set proxima_em = now() where assinatura_id = $1 and enviado_em is null`, [
      device.id,
    ])
    await backend.push.runNow()
    expect(pushesTo(device).map((p) => (p.payload as { titulo: string }).titulo)).toEqual([
      'João Pereira enviou uma mensagem',
      'João Pereira enviou 4 mensagens',
    ])
  }, 60_000)

  it('410 from the push service deletes the subscription; the notification stays in the inbox', async () => {
    await startClean()
    const device = await mariaDevice('gone')
    await joaoWrites('Alô?')
    await backend.push.runNow()
    expect(pushesTo(device)).toHaveLength(1)
    expect((await backend.db.query('select 1 from public.assinaturas_push where id = $1', [device.id])).rows).toHaveLength(0)
    const inbox = await backend.db.query(`select 1 from public.notificacoes where user_id = $1 and lida_em is null`, [
      DEMO.maria.id,
    ])
    expect(inbox.rows).toHaveLength(1)
  }, 60_000)

  it('a failing push service is retried with backoff, at most 5 times, never lost from the inbox', async () => {
    await startClean()
    const device = await mariaDevice('fail')
    await joaoWrites('Tem entrega?')
    for (let attempt = 1; attempt <= 6; attempt++) {
      await backend.push.runNow()
      await backend.db.query(`update public.envios_push set proxima_em = now() where assinatura_id = $1`, [device.id])
    }
    expect(pushesTo(device)).toHaveLength(5)
    const { rows } = await backend.db.query<{ tentativas: number; desistido: boolean; erro: string }>(
      `select tentativas, desistido_em is not null as desistido, erro from public.envios_push where assinatura_id = $1`,
      [device.id],
    )
    expect(rows).toEqual([{ tentativas: 5, desistido: true, erro: 'HTTP 500' }])
  }, 90_000)

  it('a burst of 1,000 notifications: each sent once, none lost', async () => {
    await startClean()
    const device = await mariaDevice()
    const before = pushesTo(device).length
    await backend.db.query(
      `insert into public.notificacoes (user_id, tipo, titulo, texto, url)
       select $1, 'pedido_novo', 'Novo pedido ' || n, 'Pedido ' || n, '/pedidos' from generate_series(1, 1000) n`,
      [DEMO.maria.id],
    )
    await backend.push.runNow()
    const titles = pushesTo(device)
      .slice(before)
      .map((p) => (p.payload as { titulo: string }).titulo)
    expect(titles).toHaveLength(1000)
    expect(new Set(titles).size).toBe(1000)
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.envios_push where assinatura_id = $1 and enviado_em is null`,
      [device.id],
    )
    expect(rows[0].n).toBe(0)
  }, 120_000)
})

describe('turning notifications on, per actor', () => {
  const fcm = () => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    p256dh: pushService.subscribe().p256dh,
    auth: pushService.subscribe().auth,
  })

  it('a visitor cannot; a person registers their device and sees only their own (not another person, not an admin)', async () => {
    const visitor = await backend.anon().rpc('registrar_assinatura_push', fcm())
    expect(visitor.error?.code).toBe('42501')
    const pessoa = await backend.newUser()
    const outra = await backend.newUser()
    const device = fcm()
    expect((await pessoa.client.rpc('registrar_assinatura_push', device)).error).toBeNull()
    expect((await pessoa.client.from('assinaturas_push').select('endpoint')).data).toEqual([{ endpoint: device.endpoint }])
    expect((await outra.client.from('assinaturas_push').select('endpoint')).data).toEqual([])
    const admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
    expect((await admin.from('assinaturas_push').select('endpoint').eq('endpoint', device.endpoint)).data).toEqual([])
    expect((await outra.client.from('assinaturas_push').delete().eq('endpoint', device.endpoint).select('id')).data).toEqual([])
    expect(
      (await pessoa.client.from('assinaturas_push').delete().eq('endpoint', device.endpoint).select('id')).data,
    ).toHaveLength(1)
  })

  it('the device belongs to whoever subscribes on it now', async () => {
    const pessoa = await backend.newUser()
    const outra = await backend.newUser()
    const device = fcm()
    await pessoa.client.rpc('registrar_assinatura_push', device)
    expect((await outra.client.rpc('registrar_assinatura_push', device)).error).toBeNull()
    const { rows } = await backend.db.query<{ user_id: string }>(
      'select user_id from public.assinaturas_push where endpoint = $1',
      [device.endpoint],
    )
    expect(rows).toEqual([{ user_id: outra.id }])
  })

  it('refuses an endpoint that is not a push service’s (http, a private address, anything else) and bad keys', async () => {
    const pessoa = await backend.newUser()
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push/x',
      'https://10.0.0.5/push',
      'https://localhost/x',
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user@fcm.googleapis.com/x',
    ]) {
      const r = await pessoa.client.rpc('registrar_assinatura_push', { ...fcm(), endpoint })
      expect(r.error, endpoint).toMatchObject({
        code: '22023',
        message: 'Este navegador enviou um endereço de notificações que não aceitamos.',
      })
    }
    expect((await pessoa.client.rpc('registrar_assinatura_push', { ...fcm(), p256dh: 'curta' })).error?.code).toBe('23514')
    expect((await pessoa.client.from('assinaturas_push').select('id')).data).toEqual([])
  })

  it('an inactive account cannot subscribe; nobody inserts or reads the queue through the API', async () => {
    const pessoa = await backend.newUser()
    await backend.db.query(`update public.usuarios set status = 'inativo' where id = $1`, [pessoa.id])
    expect((await pessoa.client.rpc('registrar_assinatura_push', fcm())).error?.code).toBe('42501')
    const other = await backend.newUser()
    expect((await other.client.from('envios_push').select('id')).error).not.toBeNull()
    expect((await other.client.rpc('reservar_envios_push', { limite: 1 })).error).not.toBeNull()
  })
})

describe("forgetting a device at sign-out (its subscription's secret proves it)", () => {
  const forget = (client: ReturnType<TestBackend['anon']>, device: { endpoint: string; auth: string }) =>
    client.rpc('esquecer_assinatura_push', { endpoint: device.endpoint, auth: device.auth })
  const stillThere = async (id: string) =>
    (await backend.db.query('select 1 from public.assinaturas_push where id = $1', [id])).rows.length === 1

  it('a visitor (the session already gone) with the secret deletes that one device', async () => {
    await startClean()
    const device = await mariaDevice()
    const other = await mariaDevice()
    expect((await forget(backend.anon(), device)).error).toBeNull()
    expect(await stillThere(device.id)).toBe(false)
    expect(await stillThere(other.id)).toBe(true)
    // Again (a resend after a lost answer): nothing, no error.
    expect((await forget(backend.anon(), device)).error).toBeNull()
  })

  it('the endpoint without its secret deletes nothing, for a visitor, another user or an admin', async () => {
    await startClean()
    const device = await mariaDevice()
    const admin = await backend.signIn(DEMO.admin.email, DEMO.admin.password)
    for (const client of [backend.anon(), joao, admin]) {
      expect((await forget(client, { endpoint: device.endpoint, auth: 'AAAAAAAAAAAAAAAAAAAAAA' })).error).toBeNull()
    }
    expect(await stillThere(device.id)).toBe(true)
  })
})

describe("asking the sender on Supabase (pg_net): the decision, on this database's SQL", () => {
  // The call itself (net.http_post from the statement trigger on envios_push) needs pg_net and
  // Vault, which neither PGlite nor the PostgreSQL of these tests have: what is tested here is the
  // SQL that decides whether a statement calls.
  const ask = (tx: { query: TestBackend['db']['query'] }, queued: number) =>
    tx.query<{ ask: boolean }>('select interno.pedir_envio_push($1) as ask', [queued]).then((r) => r.rows[0].ask)

  it('a statement that queued nothing does not call; the first with pushes calls, once per transaction', async () => {
    const answers = await backend.db.transaction(async (tx) => [
      await ask(tx, 0),
      await ask(tx, 3),
      await ask(tx, 1),
      await ask(tx, 5),
    ])
    expect(answers).toEqual([false, true, false, false])
    // The next transaction asks again.
    expect(await backend.db.transaction((tx) => ask(tx, 1))).toBe(true)
  })

  it('a transaction rolled back leaves nothing asked', async () => {
    let asked: boolean | null = null
    const failure = await backend.db
      .transaction(async (tx) => {
        asked = await ask(tx, 2)
        throw new Error('desfeita')
      })
      .catch((error: unknown) => error)
    expect(failure).toEqual(new Error('desfeita'))
    expect(asked).toBe(true)
    expect(await backend.db.transaction((tx) => ask(tx, 2))).toBe(true)
  })
})
