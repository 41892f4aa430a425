// A fetch for supabase-js that fails on purpose, to test what a weak rural connection does:
// dropped before the request, answer lost after the server committed, or a 500.

export type Fault = 'drop-before' | 'drop-after' | '500'

export interface FaultPlan {
  /** Which requests fail, and how; each entry is used once, first match wins. */
  faults: Array<{ when: (url: string, method: string) => boolean; fault: Fault }>
  /** Requests seen, failed or not. */
  requests: number
  /** File bytes (Blob bodies) handed to the network, failed or not: what a prepaid plan pays for. */
  fileBytes?: number
}

export function faultyFetch(plan: FaultPlan): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = init?.method ?? 'GET'
    plan.requests++
    if (init?.body instanceof Blob) plan.fileBytes = (plan.fileBytes ?? 0) + init.body.size
    const index = plan.faults.findIndex((f) => f.when(url, method))
    const fault = index >= 0 ? plan.faults.splice(index, 1)[0].fault : undefined
    if (fault === 'drop-before') throw new TypeError('fetch failed (connection dropped before the request)')
    if (fault === '500') return new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 })
    const response = await fetch(input, init)
    if (fault === 'drop-after') {
      await response.arrayBuffer()
      throw new TypeError('fetch failed (answer lost after the server committed)')
    }
    return response
  }
}
