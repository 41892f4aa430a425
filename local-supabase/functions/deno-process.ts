import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The edge functions run on Deno itself, as on Supabase: one `deno` process (the npm package's
// binary) serves them all (deno-main.ts). It starts on the first call — the server's address is
// known by then — and stops with the server.

const here = path.dirname(fileURLToPath(import.meta.url))
const DENO = path.resolve(here, '../../node_modules/.bin/deno')
const MAIN = path.join(here, 'deno-main.ts')
const STARTUP_MS = 90_000

/** One import map for the process: the functions' own deno.json maps, which must agree. */
function mergedImportMap(functionsDir: string): Record<string, string> {
  const imports: Record<string, string> = {}
  for (const name of readdirSync(functionsDir)) {
    const config = path.join(functionsDir, name, 'deno.json')
    if (!existsSync(config)) continue
    for (const [specifier, target] of Object.entries<string>(JSON.parse(readFileSync(config, 'utf8')).imports ?? {})) {
      if (imports[specifier] && imports[specifier] !== target) {
        throw new Error(
          `The functions map ${specifier} differently (${imports[specifier]}, ${target}): one Deno process cannot serve both.`,
        )
      }
      imports[specifier] = target
    }
  }
  return imports
}

export class DenoFunctions {
  private child?: ChildProcess
  private ready?: Promise<number>
  private importMap?: string

  constructor(
    private readonly functionsDir: string,
    private readonly env: () => Record<string, string>,
  ) {}

  /** The port the Deno process listens on, starting it on first use. */
  port(): Promise<number> {
    this.ready ??= this.start()
    return this.ready
  }

  private start(): Promise<number> {
    this.importMap = path.join(tmpdir(), `campo-functions-${process.pid}-${Date.now()}.json`)
    writeFileSync(this.importMap, JSON.stringify({ imports: mergedImportMap(this.functionsDir) }))
    const args = [
      'run',
      '--quiet',
      '--no-lock',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--import-map',
      this.importMap,
      MAIN,
      this.functionsDir,
      '0',
    ]
    const child = spawn(DENO, args, { env: { ...process.env, ...this.env(), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    this.child = child
    return new Promise<number>((resolve, reject) => {
      let stderr = ''
      const timer = setTimeout(
        () => reject(new Error(`Deno did not start the functions in ${STARTUP_MS / 1000} s: ${stderr}`)),
        STARTUP_MS,
      )
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString()
        process.stderr.write(chunk)
      })
      child.stdout!.on('data', (chunk: Buffer) => {
        const listening = /listening (\d+)/.exec(chunk.toString())
        if (listening) {
          clearTimeout(timer)
          resolve(Number(listening[1]))
        } else {
          process.stdout.write(chunk)
        }
      })
      child.on('exit', (code) => {
        clearTimeout(timer)
        this.ready = undefined
        reject(new Error(`Deno serving the functions exited (${code}): ${stderr}`))
      })
    })
  }

  async stop(): Promise<void> {
    const child = this.child
    this.child = undefined
    if (this.importMap) rmSync(this.importMap, { force: true })
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
}
