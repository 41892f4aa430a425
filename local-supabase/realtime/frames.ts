// Phoenix channel frames as Supabase Realtime speaks them: vsn 1.0.0 sends JSON objects
// ({topic, event, payload, ref, join_ref}); vsn 2.0.0 (realtime-js's default) sends JSON arrays
// [join_ref, ref, topic, event, payload]. Binary frames (2.0.0's binary broadcast) are not served.

export type Vsn = '1.0.0' | '2.0.0'

export interface Frame {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

export class MalformedFrame extends Error {}

const isRef = (value: unknown): value is string | null => value === null || typeof value === 'string'
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A frame the client sent, or MalformedFrame (the socket is closed, as Phoenix does). */
export function decodeFrame(vsn: Vsn, text: string): Frame {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new MalformedFrame('not JSON')
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) throw new MalformedFrame('expected [join_ref, ref, topic, event, payload]')
    const [joinRef, ref, topic, event, payload] = raw as unknown[]
    if (!isRef(joinRef) || !isRef(ref) || typeof topic !== 'string' || typeof event !== 'string' || !isObject(payload)) {
      throw new MalformedFrame('bad field types')
    }
    return { joinRef, ref, topic, event, payload }
  }
  if (!isObject(raw)) throw new MalformedFrame('expected an object')
  const { join_ref: joinRef = null, ref = null, topic, event, payload } = raw
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== 'string' || typeof event !== 'string' || !isObject(payload)) {
    throw new MalformedFrame('bad field types')
  }
  return { joinRef, ref, topic, event, payload }
}

export function encodeFrame(vsn: Vsn, frame: Frame): string {
  if (vsn === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload])
  return JSON.stringify({
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
    ref: frame.ref,
    join_ref: frame.joinRef,
  })
}

/** The reply to a client's push (`phx_reply`), carrying its refs. */
export const reply = (to: Frame, status: 'ok' | 'error', response: Record<string, unknown>): Frame => ({
  joinRef: to.joinRef,
  ref: to.ref,
  topic: to.topic,
  event: 'phx_reply',
  payload: { status, response },
})
