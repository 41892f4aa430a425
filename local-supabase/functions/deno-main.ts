// Run by Deno itself (local-supabase/functions/deno-process.ts starts it): serves every edge
// function of supabase/functions in one process, as Supabase's edge runtime serves them — each
// function module calls `Deno.serve(handler)` when loaded; here that call registers the handler
// under the function's name, and requests for `/functions/v1/<name>/…` go to it.
// Arguments: the functions folder and the port. Prints `listening <port>` when ready.

type Handler = (request: Request) => Response | Promise<Response>

const [functionsDir, portText] = Deno.args
const handlers = new Map<string, Handler>()
let loading: string | undefined

const realServe = Deno.serve
// Each function's module registers its handler instead of listening on a port of its own.
Object.assign(Deno, {
  serve: (optionsOrHandler: unknown, maybeHandler?: unknown) => {
    const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler) as Handler
    if (!loading) throw new Error('Deno.serve called outside a function module load')
    handlers.set(loading, handler)
    return { finished: Promise.resolve(), shutdown: async () => undefined }
  },
})

for await (const entry of Deno.readDir(functionsDir)) {
  if (!entry.isDirectory || entry.name.startsWith('_')) continue
  loading = entry.name
  try {
    await import(new URL(`${entry.name}/index.ts`, `file://${functionsDir}/`).href)
  } finally {
    loading = undefined
  }
}

realServe(
  { port: Number(portText), hostname: '127.0.0.1', onListen: ({ port }) => console.log(`listening ${port}`) },
  (request) => {
    // /functions/v1/<name>/… as the gateway received it.
    const name = new URL(request.url).pathname.split('/')[3]
    const handler = handlers.get(name)
    if (!handler) return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 })
    return handler(request)
  },
)
