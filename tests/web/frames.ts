import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import { SERVER_HEAP_MB, serveAppArgs, serveAppEnv } from '../../web/serve-command.ts'

// What the web server's tests give it as a build: the prerendered frames it answers with, and a
// category's illustration (the preview of an ad without a usable photo).

/** A folder like dist/ with `frame` as every prerendered page and the food category's picture. */
export async function buildWithFrames(frame: string): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'campo-server-'))
  await mkdir(path.join(dist, 'images', 'categorias'), { recursive: true })
  for (const file of ['product.html', 'shell.html', 'vendedor.html', 'index.html']) await writeFile(path.join(dist, file), frame)
  await copyFile('public/images/categorias/comida.svg', path.join(dist, 'images', 'categorias', 'comida.svg'))
  return dist
}

/** Listens on a free port of 127.0.0.1 and answers the server's address. */
export async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/**
 * A stand-in between the web server and the backend: forwards every request to `target`, unless
 * `intercept` answers it first (a backend that fails) or only looks at it (counting reads).
 */
export function forwardingProxy(
  target: string,
  intercept: (req: IncomingMessage, res: ServerResponse) => boolean | void = () => false,
): Server {
  return createServer((req, res) => {
    if (intercept(req, res)) return
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host')) as Record<
        string,
        string
      >
      void fetch(`${target}${req.url}`, { method: req.method, headers, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' })
          res.end(Buffer.from(await answer.arrayBuffer()))
        })
        // What it cannot forward (a websocket's upgrade): a gateway's error.
        .catch(() => res.writeHead(502).end())
    })
  })
}

let built: Promise<string> | undefined
/**
 * The web server as `npm run build` makes it (Vite's server build, what production runs), built
 * once per test process beside node_modules so its packages resolve: the unit tests run before
 * the app's build, and a bundle can differ from its source (a minifier drops a call it thinks pure).
 */
export function builtServer(): Promise<string> {
  built ??= (async () => {
    const outDir = path.join('node_modules', '.tmp', `web-server-${process.pid}`)
    await promisify(execFile)(process.execPath, [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
    ])
    return path.join(outDir, 'serve.js')
  })()
  return built
}

/**
 * The web server as production runs it — its own process, configured by environment — once it says
 * it is listening: from its source, or from its build (`builtServer`). `output` is what it has
 * logged so far.
 */
export async function serverProcess(
  env: { DIST: string; SUPABASE_URL: string; SUPABASE_ANON_KEY: string; SITE_URL: string },
  from: 'source' | 'build' = 'source',
) {
  const free = createServer()
  const port = (await listening(free)).split(':').pop()!
  await new Promise((resolve) => free.close(resolve))
  const args = from === 'build' ? [`--max-old-space-size=${SERVER_HEAP_MB}`, await builtServer()] : serveAppArgs('source')
  const app = spawn(process.execPath, args, {
    env: { ...process.env, ...serveAppEnv(port, env.DIST), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  app.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  app.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  await new Promise<void>((resolve, reject) => {
    app.stdout!.on('data', () => output.includes('listening on') && resolve())
    app.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)))
  })
  return { app, base: `http://127.0.0.1:${port}`, output: () => output }
}
