// The MDN HTTP Observatory's header tests, run against any address of the web server (no internet:
// its tests read the server's own answers). `npm run observatory -- <url>` prints them; the
// browser tests run them on the local server (e2e/security-headers.spec.ts).
//
// The package is installed once into a cache folder outside the repository (its postinstall
// would download certificates and the HSTS preload list: it is installed with --ignore-scripts,
// and the preload list is written empty — no site of ours is preloaded).
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const VERSION = '1.4.8'
const DIR = path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'campo-solidario', `observatory-${VERSION}`)
const PACKAGE = path.join(DIR, 'node_modules', '@mdn', 'mdn-http-observatory')

export function installObservatory(): void {
  const preload = path.join(PACKAGE, 'conf', 'hsts-preload.json')
  if (existsSync(preload)) return
  console.log(`Installing the MDN HTTP Observatory ${VERSION} (npm registry, --ignore-scripts) into ${DIR}…`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      DIR,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-save',
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: 'inherit' },
  )
  writeFileSync(preload, '{}')
}

export interface ObservatoryResult {
  /** Each test by its name: whether it passed, and the Observatory's verdict. */
  tests: Record<string, { pass: boolean; result: string }>
  score: number
  grade: string
}

interface Output {
  pass: boolean
  result: string
}

/** The Observatory's tests and grade for one address (http only: TLS is the proxy's, docs/deploy.md). */
export async function observatory(address: string): Promise<ObservatoryResult> {
  installObservatory()
  const load = <T>(file: string) => import(pathToFileURL(path.join(PACKAGE, 'src', file)).href) as Promise<T>
  const { retrieve } = await load<{ retrieve: (host: string, options: object) => Promise<unknown> }>('retriever/retriever.js')
  const { ALL_TESTS } = await load<{ ALL_TESTS: Array<((r: unknown) => Output) & { name: string }> }>('constants.js')
  const grader = await load<{
    getScoreModifier: (result: string) => number
    getGradeForScore: (score: number) => { grade: string; score: number }
  }>('grader/grader.js')
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>('grader/charts.js')
  const url = new URL(address)
  // No HTTPS here: the https side asks a port nothing listens on.
  const requests = await retrieve(url.hostname, { httpPort: url.port || 80, httpsPort: 1, path: `${url.pathname}${url.search}` })
  const tests: ObservatoryResult['tests'] = {}
  let withExtra = 100
  let uncurved = 100
  for (const test of ALL_TESTS) {
    const { pass, result } = test(requests)
    tests[test.name.replace(/Test$/, '')] = { pass, result }
    const modifier = grader.getScoreModifier(result)
    withExtra += modifier
    if (modifier < 0) uncurved += modifier
  }
  const { grade, score } = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved)
  return { tests, score, grade }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const address = process.argv[2]
  if (!address) {
    console.error('Usage: npm run observatory -- <url>   (e.g. http://127.0.0.1:4173/)')
    process.exit(2)
  }
  const { tests, score, grade } = await observatory(address)
  for (const [name, { pass, result }] of Object.entries(tests))
    console.log(`${pass ? 'pass' : 'FAIL'}  ${name.padEnd(34)} ${result}`)
  console.log(`Score ${score}, grade ${grade} (over plain HTTP: HSTS and the HTTPS redirect are the proxy's)`)
}
