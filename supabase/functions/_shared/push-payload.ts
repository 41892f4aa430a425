// What a push carries to the phone, in one place: written by `enviar-push`, read by the app's
// service worker (sw/push.ts, which imports this type).

export interface PushPayload {
  titulo: string
  texto: string
  /** The app's screen it opens (a path of this origin). */
  url: string
  /** One shown per tag: a conversation's messages, or the notification itself. */
  tag: string
  /** The ad's small photo, when it is about an ad. */
  icone?: string | null
  /** Whom it is for (a user id): shown only while that person is signed in on the phone. */
  para?: string | null
}
