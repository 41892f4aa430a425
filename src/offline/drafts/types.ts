/**
 * What a person was typing in a form, kept on the phone as they type (a cheap phone's browser
 * kills a tab in the background within minutes). `key` names the form and what it is about:
 * `anuncio:novo`, `anuncio:<id>`, `viagem:nova`, `pedido:<ad id>`, `mensagem:<ad id>:<buyer id>`,
 * `comentario:<ad id>`.
 */
export interface Draft<V = unknown> {
  key: string
  ownerId: string
  values: V
  updated_at: number
}

/** A draft's files (photos as the form reduced them, a recording), kept apart so that typing does not rewrite them. */
export interface DraftAttachments<A = unknown> {
  key: string
  attachments: A
}
