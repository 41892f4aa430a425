// Sends the queued pushes (envios_push) by Web Push: VAPID (RFC 8292) and aes128gcm encryption
// (RFC 8291) by @block65/webcrypto-web-push — no hand-written crypto. Called with the service role
// key: on Supabase by pg_net when pushes are queued and by pg_cron every minute for the retries;
// by the local server the same way (local-supabase/push/dispatcher.ts). GET answers the VAPID
// public key, which the app needs to subscribe (it is public by design).
// Each run claims batches of due pushes (leased, so two runs never send one twice), sends them
// with bounded concurrency, and records each outcome: sent; the subscription gone (404/410:
// deleted); or failed (retried later, a bounded number of times — the notification stays in the
// inbox either way).
import { buildPushPayload, type PushSubscription, type VapidKeys } from '@block65/webcrypto-web-push'
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import type { PushPayload } from '../_shared/push-payload.ts'
import { corsHeaders, env, errorResponse, json, noSession } from '../_shared/http.ts'

const LOTE = 100
const AO_MESMO_TEMPO = 20
const TEMPO_MAXIMO_MS = 20_000
const ESPERA_DO_SERVICO_MS = 10_000

type Envio = Database['public']['Functions']['reservar_envios_push']['Returns'][number]
type Resultado = { envio: number; resultado: 'enviado' | 'expirada' | 'falhou'; erro?: string }

function vapid(): VapidKeys {
  return { subject: env('VAPID_SUBJECT'), publicKey: env('VAPID_PUBLIC_KEY'), privateKey: env('VAPID_PRIVATE_KEY') }
}

/**
 * The ad's small photo (the `.card.webp` beside each photo), public in Storage — the rule of
 * src/lib/server/storage-url.ts's cardPhotoPath, restated because a deployed function imports nothing of src.
 */
function icone(imagem: string | null): string | null {
  if (!imagem) return null
  const card = imagem.replace(/(\.[^./]+)?$/, '.card.webp')
  return `${env('SUPABASE_URL')}/storage/v1/object/public/imagens/${card.split('/').map(encodeURIComponent).join('/')}`
}

async function enviar(envio: Envio, chaves: VapidKeys): Promise<Resultado> {
  const assinatura: PushSubscription = {
    endpoint: envio.endpoint,
    expirationTime: null,
    keys: { p256dh: envio.p256dh, auth: envio.auth },
  }
  const conteudo = JSON.stringify({
    titulo: envio.titulo,
    texto: envio.texto,
    url: envio.url,
    tag: envio.tag,
    icone: icone(envio.imagem),
    // Whom it is for: the phone shows it only while that person is signed in on it (sw/push.ts).
    para: envio.para,
  } satisfies PushPayload)
  try {
    const pedido = await buildPushPayload(
      { data: conteudo, options: { ttl: 24 * 60 * 60, urgency: 'normal' } },
      assinatura,
      chaves,
    )
    const resposta = await fetch(envio.endpoint, { ...pedido, signal: AbortSignal.timeout(ESPERA_DO_SERVICO_MS) })
    await resposta.body?.cancel()
    if (resposta.ok) return { envio: envio.envio, resultado: 'enviado' }
    if (resposta.status === 404 || resposta.status === 410) return { envio: envio.envio, resultado: 'expirada' }
    return { envio: envio.envio, resultado: 'falhou', erro: `HTTP ${resposta.status}` }
  } catch (error) {
    const motivo = error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error)
    return { envio: envio.envio, resultado: 'falhou', erro: motivo }
  }
}

/** Sends with at most `AO_MESMO_TEMPO` requests under way. */
async function enviarTodos(envios: Envio[], chaves: VapidKeys): Promise<Resultado[]> {
  const resultados: Resultado[] = []
  let proximo = 0
  const trabalhador = async () => {
    while (proximo < envios.length) resultados.push(await enviar(envios[proximo++], chaves))
  }
  await Promise.all(Array.from({ length: Math.min(AO_MESMO_TEMPO, envios.length) }, trabalhador))
  return resultados
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS')
    return new Response('ok', { headers: { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' } })
  if (req.method === 'GET') return json({ chave_publica: env('VAPID_PUBLIC_KEY') })
  if (req.method !== 'POST') return errorResponse(405, 'metodo', 'Use POST.')
  const chave = env('SUPABASE_SERVICE_ROLE_KEY')
  if (req.headers.get('authorization') !== `Bearer ${chave}`)
    return errorResponse(403, 'sem_permissao', 'Só o servidor envia notificações.')

  const supabase = createClient<Database>(env('SUPABASE_URL'), chave, noSession)
  const chaves = vapid()
  const inicio = Date.now()
  const total = { enviados: 0, expiradas: 0, falhas: 0 }
  while (Date.now() - inicio < TEMPO_MAXIMO_MS) {
    const { data: envios, error } = await supabase.rpc('reservar_envios_push', { limite: LOTE })
    if (error) return errorResponse(500, 'fila', error.message)
    if (!envios || envios.length === 0) break
    const resultados = await enviarTodos(envios, chaves)
    const registro = await supabase.rpc('concluir_envios_push', { resultados })
    if (registro.error) return errorResponse(500, 'fila', registro.error.message)
    for (const r of resultados) {
      if (r.resultado === 'enviado') total.enviados++
      else if (r.resultado === 'expirada') total.expiradas++
      else total.falhas++
    }
    if (envios.length < LOTE) break
  }
  return json(total)
})
