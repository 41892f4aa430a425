// npm run test:postgres — runs the backend test suites against a real PostgreSQL instead of
// PGlite: starts a throwaway cluster on 127.0.0.1 (Debian's postgresql package), points
// DATABASE_URL at it, runs vitest's backend project, and removes the cluster.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CRON_DATABASE } from '../db/scheduled-jobs.ts'

function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin')
  // In CI (.ci/run sets CI) a missing PostgreSQL fails the run; on a laptop it is said loudly, and skipped.
  if (process.env.CI) {
    console.error('PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql')
    process.exit(1)
  }
  const line = '!'.repeat(100)
  console.error(
    `${line}\n!! test:postgres SKIPPED: PostgreSQL is not installed here, so the backend suites did NOT run on it.\n` +
      `!! Install it (apt-get install -y postgresql postgresql-15-cron) or set PG_BIN. CI fails on this.\n${line}`,
  )
  process.exit(0)
}

/** pg_cron where Debian's postgresql-<version>-cron is installed: its jobs run in tests/local-supabase/cron.test.ts's database. */
function cronSettings(): string {
  const version = path.basename(path.dirname(bin))
  if (!existsSync(`/usr/share/postgresql/${version}/extension/pg_cron.control`)) {
    console.log(
      `pg_cron is not installed for PostgreSQL ${version} (apt-get install -y postgresql-${version}-cron): its test fails.`,
    )
    return ''
  }
  return `-c shared_preload_libraries=pg_cron -c cron.database_name=${CRON_DATABASE}`
}

const bin = findPostgresBin()
const dir = mkdtempSync(path.join(tmpdir(), 'campo-solidario-pg-'))
const dataDir = path.join(dir, 'data')
const port = String(55000 + Math.floor(Math.random() * 2000))
// initdb refuses to run as root; run the server as the `postgres` user when we are root.
const asPostgres = process.getuid?.() === 0
const run = (cmd: string, args: string[]) =>
  asPostgres
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
    : execFileSync(cmd, args, { stdio: 'pipe' })

if (asPostgres) execFileSync('chown', ['postgres', dir])
let status = 1
try {
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'])
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100 ${cronSettings()}`,
    'start',
  ])
  console.log(`PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port}`)
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'backend', '--exclude', 'tests/local-supabase/cli.test.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    },
  )
  status = result.status ?? 1
} finally {
  try {
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'])
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(status)
