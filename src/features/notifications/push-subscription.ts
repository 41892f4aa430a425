import { isConnected } from '@/lib/server/connection'
import { NO_CONNECTION } from '@/lib/server/offline-note'
import { Constants, type Enums } from '@/lib/database.types'
import { loadSupabase } from '@/lib/server/load-supabase'

// This device's Web Push subscription: turned on with the browser's permission and the server's
// VAPID key, registered with the server (registrar_assinatura_push) with the kinds the person
// wants; turned off by unsubscribing and deleting it. Needs a connection (the browser's push
// service is online by nature): the errors say so in pt-BR.

export type TipoDeNotificacao = Enums<'tipo_de_notificacao'>

export interface PushPreferences {
  tipos: TipoDeNotificacao[]
  mostrar_texto: boolean
}

/** What turning notifications on gives: every kind, a message's words left out. */
export const DEFAULT_PREFERENCES: PushPreferences = {
  tipos: [...Constants.public.Enums.tipo_de_notificacao],
  mostrar_texto: false,
}

export type PushState =
  { kind: 'unsupported' } | { kind: 'blocked' } | { kind: 'off' } | ({ kind: 'on'; endpoint: string } & PushPreferences)

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function registration() {
  return navigator.serviceWorker.ready
}

/** What this device has now, read from the browser and the server. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return { kind: 'unsupported' }
  if (Notification.permission === 'denied') return { kind: 'blocked' }
  const subscription = await (await registration()).pushManager.getSubscription()
  if (!subscription) return { kind: 'off' }
  const supabase = await loadSupabase()
  const { data } = await supabase
    .from('assinaturas_push')
    .select('tipos, mostrar_texto')
    .eq('endpoint', subscription.endpoint)
    .maybeSingle()
  // Subscribed in the browser but not on the server (another account's, or removed): off for this person.
  if (!data) return { kind: 'off' }
  return { kind: 'on', endpoint: subscription.endpoint, tipos: data.tipos, mostrar_texto: data.mostrar_texto }
}

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

async function register(subscription: PushSubscription, preferences: PushPreferences) {
  const keys = subscription.toJSON().keys ?? {}
  const supabase = await loadSupabase()
  const { error } = await supabase.rpc('registrar_assinatura_push', {
    endpoint: subscription.endpoint,
    p256dh: keys.p256dh ?? '',
    auth: keys.auth ?? '',
    tipos: preferences.tipos,
    mostrar_texto: preferences.mostrar_texto,
  })
  if (error) throw new Error(error.message)
}

const semConexao = () => new Error(NO_CONNECTION)

/** Asks the browser's permission (only now, on the person's tap), subscribes and registers. */
export async function turnPushOn(preferences: PushPreferences): Promise<PushState> {
  if (!pushSupported()) return { kind: 'unsupported' }
  if (!isConnected()) throw semConexao()
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return { kind: 'blocked' }
  if (permission !== 'granted') return { kind: 'off' }
  const supabase = await loadSupabase()
  const { data, error } = await supabase.functions.invoke<{ chave_publica: string }>('enviar-push', { method: 'GET' })
  if (error || !data) throw semConexao()
  let subscription: PushSubscription
  try {
    subscription = await (
      await registration()
    ).pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(data.chave_publica),
    })
  } catch {
    throw new Error('O navegador não conseguiu ativar as notificações. Tente de novo em instantes.')
  }
  await register(subscription, preferences)
  return { kind: 'on', endpoint: subscription.endpoint, ...preferences }
}

/** Changes what this device receives. */
export async function savePushPreferences(preferences: PushPreferences): Promise<void> {
  if (!isConnected()) throw semConexao()
  const subscription = await (await registration()).pushManager.getSubscription()
  if (!subscription) throw new Error('As notificações deste aparelho foram desligadas. Ative de novo.')
  await register(subscription, preferences)
}

/** Stops this device's notifications, on the server and in the browser. */
export async function turnPushOff(): Promise<void> {
  if (!isConnected()) throw semConexao()
  const subscription = await (await registration()).pushManager.getSubscription()
  if (!subscription) return
  const supabase = await loadSupabase()
  const { error } = await supabase.from('assinaturas_push').delete().eq('endpoint', subscription.endpoint)
  if (error) throw new Error('Não foi possível desligar as notificações. Tente novamente.')
  await subscription.unsubscribe()
}
