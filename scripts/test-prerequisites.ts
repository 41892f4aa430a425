// Runs before `npm test` (npm's pretest): the system packages the suites need beyond node_modules —
// Debian's Chromium (browser tests), PostgreSQL's server with pg_cron (the run on real PostgreSQL)
// and the MDN HTTP Observatory (scripts/observatory.ts, into a cache folder). When a package
// is missing it is installed with apt-get if we are root (as on a fresh CI machine), otherwise the
// one command to run is printed and the tests do not start.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium.ts'
import { installObservatory } from './observatory.ts'

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))

const hasPgCron = () =>
  existsSync('/usr/share/postgresql') &&
  readdirSync('/usr/share/postgresql').some((version) => existsSync(`/usr/share/postgresql/${version}/extension/pg_cron.control`))

const missing = [
  ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
  ...(process.env.PG_BIN || hasPostgres() ? [] : ['postgresql']),
  ...(process.env.PG_BIN || hasPgCron() ? [] : ['postgresql-15-cron']),
]

if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(' ')}`
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`npm test needs ${missing.join(' and ')}: run  sudo ${command}  (or set CHROMIUM_PATH / PG_BIN).`)
    process.exit(1)
  }
  console.log(`Installing ${missing.join(' and ')} for the tests (${command})…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
}

installObservatory()
