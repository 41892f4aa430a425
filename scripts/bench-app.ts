// What the browser benchmarks share: a fresh local backend with the demo data (photos included),
// the app built against it (unless told to reuse dist/) and served as `npm start` serves it.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_JWT_SECRET } from '../local-supabase/config.ts'
import { openDatabase } from '../local-supabase/db/database.ts'
import { seedDemoPhotos } from '../local-supabase/demo-photos.ts'
import { devServiceEnv } from '../local-supabase/dev-services/urls.ts'
import { startLocalSupabase } from '../local-supabase/server.ts'
import { createAppServer } from '../web/server/app-server.ts'
import { APP_ORIGINS_FILE, type AppOrigins } from '../web/contract.ts'

/**
 * `--no-build` measures dist/ as it is: built for another backend (the browser tests' port), every
 * request to the API fails and the page measured is the offline one (its banner the LCP element).
 */
async function refuseBuildForAnotherBackend(backendUrl: string) {
  const origins = JSON.parse(await readFile(path.resolve('dist', APP_ORIGINS_FILE), 'utf8')) as AppOrigins
  if (origins.supabase === backendUrl) return
  console.error(
    `dist/ was built for the API at ${origins.supabase}, not this benchmark's ${backendUrl}: run it without --no-build.`,
  )
  process.exit(1)
}

export async function startBenchApp({ apiPort, appPort, build }: { apiPort: number; appPort: number; build: boolean }) {
  const appUrl = `http://127.0.0.1:${appPort}`
  const dataDir = await mkdtemp(path.join(tmpdir(), 'campo-bench-'))
  const db = await openDatabase({ dataDir: path.join(dataDir, 'postgres') })
  const backend = await startLocalSupabase({
    db,
    storageDir: path.join(dataDir, 'storage'),
    port: apiPort,
    jwtSecret: DEFAULT_JWT_SECRET,
  })
  await seedDemoPhotos(backend.url, backend.serviceRoleKey)

  if (build) {
    console.log('Building the app against the benchmark backend…')
    const env = {
      ...process.env,
      ...devServiceEnv(backend.url),
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      SITE_URL: appUrl,
    }
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env })
    if (built.status !== 0) process.exit(built.status ?? 1)
  } else {
    await refuseBuildForAnotherBackend(backend.url)
  }
  const app = createAppServer(path.resolve('dist'), { supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: appUrl })
  await new Promise<void>((resolve) => app.listen(appPort, '127.0.0.1', resolve))

  return {
    appUrl,
    backend,
    async close() {
      app.close()
      await backend.close()
      await db.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
