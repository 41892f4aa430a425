// Part of `npm run typecheck`: type-checks every edge function with Deno itself (the runtime
// Supabase runs them on), against the function's own deno.json import map. tsc checks them too,
// but only Deno sees a Deno-only difference (its globals, npm: specifiers, its TypeScript). Also
// the local server's Deno entry, which Node's tsc leaves out.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

const root = 'supabase/functions'
const functions = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'deno.json')))
const deno = path.resolve('node_modules/.bin/deno')
let failed = 0
for (const name of functions) {
  const result = spawnSync(deno, ['check', '--quiet', '--no-lock', '--config', 'deno.json', 'index.ts'], {
    cwd: path.join(root, name),
    stdio: 'inherit',
    env: { ...process.env, NO_COLOR: '1' },
  })
  if (result.status !== 0) failed++
  console.log(`deno check ${name}: ${result.status === 0 ? 'ok' : 'FAILED'}`)
}
// The local server's Deno entry that serves them (local-supabase/functions/deno-main.ts).
const main = spawnSync(deno, ['check', '--quiet', '--no-lock', 'local-supabase/functions/deno-main.ts'], { stdio: 'inherit' })
if (main.status !== 0) failed++
console.log(`deno check local-supabase/functions/deno-main.ts: ${main.status === 0 ? 'ok' : 'FAILED'}`)
process.exit(failed > 0 ? 1 : 0)
