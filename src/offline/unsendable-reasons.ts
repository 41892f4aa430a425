// Why this build cannot send a change another build left queued (registry.ts decides; the sync
// line shows the first kind, which belongs to no screen of this build). A module of its own: the
// screens read these without loading the payloads' schemas.

export const UNKNOWN_KIND =
  'Esta alteração foi feita por outra versão do aplicativo e esta versão não consegue enviá-la. Descarte-a e faça de novo.'
export const UNREADABLE_PAYLOAD =
  'Esta alteração ficou incompleta neste celular e não pode ser enviada. Descarte-a e faça de novo.'
