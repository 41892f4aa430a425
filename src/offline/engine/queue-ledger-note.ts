import type { OutboxItem } from '../store/outbox-item'

// What is queued, noted outside IndexedDB (the part every recording runs; queue-ledger.ts reads
// it back at start). Chrome evicting the site under storage pressure clears
// IndexedDB and Cache Storage, not localStorage: the person stays signed in and the outbox is gone
// with nothing to say so. The ledger lists each change recorded on this phone (a key, a label the
// person recognises, the row it creates), beside the id of the phone's database it was queued in.
// At each start: the same database → what left the outbox was sent or dropped, forgotten here; a
// new database with entries left → each one the server does not have was lost, and is named.

const LEDGER = 'campo-solidario:fila'

export interface LedgerEntry {
  key: string
  ownerId: string
  label: string
  /** The row the change creates, to ask the server whether it arrived. */
  row?: { table: 'anuncios' | 'mensagens' | 'comentarios' | 'pedidos' | 'viagens' | 'reservas'; id: string }
}

export interface Ledger {
  database: string | null
  entries: LedgerEntry[]
  /** Named as lost, until the person dismisses them. */
  lost: LedgerEntry[]
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage)

export function read(): Ledger {
  try {
    const raw = storage()?.getItem(LEDGER)
    const parsed = raw ? (JSON.parse(raw) as Partial<Ledger>) : {}
    return { database: parsed.database ?? null, entries: parsed.entries ?? [], lost: parsed.lost ?? [] }
  } catch {
    return { database: null, entries: [], lost: [] }
  }
}

export function write(ledger: Ledger) {
  try {
    storage()?.setItem(LEDGER, JSON.stringify(ledger))
  } catch {
    // A full phone may refuse this too: the outbox itself is what sends.
  }
}

const quoted = (text: string | null | undefined) => {
  const t = (text ?? '').trim()
  return `“${t.length > 40 ? `${t.slice(0, 39)}…` : t}”`
}

export const itemKey = (item: Pick<OutboxItem, 'entity' | 'kind' | 'createdAt'>) =>
  `${item.entity}|${item.kind}|${item.createdAt}`

/** The entry for an item: what the person would call it, and the row it creates. */
export function ledgerEntry(item: OutboxItem): LedgerEntry {
  const base = { key: itemKey(item), ownerId: item.ownerId }
  switch (item.kind) {
    case 'publicarAnuncio':
      return {
        ...base,
        label: `Anúncio ${quoted(item.payload.anuncio.titulo)}`,
        row: { table: 'anuncios', id: item.payload.anuncio.id },
      }
    case 'enviarMensagem': {
      const { mensagem } = item.payload
      const label = mensagem.texto ? `Mensagem ${quoted(mensagem.texto)}` : 'Mensagem de voz'
      return { ...base, label, row: { table: 'mensagens', id: mensagem.id } }
    }
    case 'comentar':
      return {
        ...base,
        label: `Comentário ${quoted(item.payload.comentario.comentario)}`,
        row: { table: 'comentarios', id: item.payload.comentario.id },
      }
    case 'fazerPedido':
      return {
        ...base,
        label: `Pedido ${quoted(item.payload.pedido.quantidade)}`,
        row: { table: 'pedidos', id: item.payload.pedido.id },
      }
    case 'oferecerViagem':
      return { ...base, label: `Viagem de ${item.payload.viagem.data}`, row: { table: 'viagens', id: item.payload.viagem.id } }
    case 'reservarEspaco':
      return { ...base, label: 'Pedido de reserva numa viagem', row: { table: 'reservas', id: item.payload.reserva.id } }
    case 'editarAnuncio':
      return { ...base, label: 'Edição de um anúncio' }
    default:
      return { ...base, label: 'Outra alteração feita sem conexão' }
  }
}

/** Notes a change just queued (the page records changes; the service worker only sends them). */
export function noteQueued(item: OutboxItem) {
  const ledger = read()
  if (ledger.entries.some((e) => e.key === itemKey(item))) return
  let entry: LedgerEntry
  try {
    entry = ledgerEntry(item)
  } catch {
    // A payload of a shape this build does not read (the registry refuses it when sending).
    entry = { key: itemKey(item), ownerId: item.ownerId, label: 'Outra alteração feita sem conexão' }
  }
  write({ ...ledger, entries: [...ledger.entries, entry] })
}

export const LOST_EVENT = 'campo:alteracoes-perdidas'

/** Tells the screens the lost list changed. */
export const told = () => typeof window !== 'undefined' && window.dispatchEvent(new Event(LOST_EVENT))

/** "Sair": the person's lost list goes, and their entries too when their queued changes are dropped. */
export function forgetLedgerOf(userId: string, { queued }: { queued: boolean }) {
  const ledger = read()
  const entries = queued ? ledger.entries.filter((e) => e.ownerId !== userId) : ledger.entries
  write({ ...ledger, entries, lost: ledger.lost.filter((e) => e.ownerId !== userId) })
  told()
}
