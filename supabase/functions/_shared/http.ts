// Helpers shared by the edge functions (Supabase's `_shared` convention: not deployed alone).

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

/** A pt-BR error for the app to show, with a stable code for it to branch on. */
export function errorResponse(status: number, code: string, error: string): Response {
  return json({ error, code }, status)
}

export async function readJsonBody(req: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body = await req.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined
  } catch {
    return undefined
  }
}

export function env(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`Variável de ambiente ausente: ${name}`)
  return value
}

export const noSession = { auth: { persistSession: false, autoRefreshToken: false } }

/** The client's address: the last X-Forwarded-For entry, the one Supabase's gateway appends. */
export function clientAddress(req: Request): string {
  return (req.headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() || 'desconhecido'
}
