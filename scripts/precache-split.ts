import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { CopyEntry } from '../src/lib/protocols/offline-copy-protocol.ts'
import { readBuildManifest, entryKey, staticClosure, type BuildManifest } from '../web/build-manifest.ts'

// What the service worker downloads at install, and what it leaves to the first use (issue 26 §2):
// a first visit on a prepaid plan should not pay for code and pages the person may never open.
// Precached: the shell, the pages an offline person starts from, and the code of every screen.
// Cached when first used (sw/runtime-caches.ts): the map (MapLibre, its worker, the embedded
// base), the IBGE seats, and the prerendered articles, tags and categories (the shell draws
// those offline from the articles' chunk, which is precached).

/** Modules whose code (and whatever only they import) loads when first used. */
export const ON_USE_MODULES = ['src/ui/map/AdsMap.tsx', 'src/ui/map/RoutesMap.tsx', 'src/lib/places/city-position.ts']
const isOnUse = (manifest: BuildManifest, key: string) =>
  ON_USE_MODULES.includes(key) ||
  // A module imported both ways becomes a shared chunk, keyed by its file and named after it.
  ON_USE_MODULES.some((m) => manifest[key]?.name === m.replace(/^.*\//, '').replace(/\.tsx?$/, ''))

/** Prerendered pages left to the first visit: one per article, tag and category. */
export const ON_USE_PAGES = /^(informativos|tags|categories)\/.+\.html$/

/** The built files (paths under dist/) that only the ON_USE modules need, with MapLibre's worker. */
export function filesCachedOnUse(manifest: BuildManifest): Set<string> {
  const onUse = new Set(Object.keys(manifest).filter((key) => isOnUse(manifest, key)))
  // Everything the app reaches from its entry without going through an on-use module.
  const reached = new Set<string>()
  const visit = (key: string) => {
    if (reached.has(key) || onUse.has(key)) return
    reached.add(key)
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) visit(next)
  }
  visit(entryKey(manifest))
  const files = new Set<string>()
  const collect = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || reached.has(key) || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const asset of [...(chunk.assets ?? []), ...(chunk.css ?? [])]) files.add(asset)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) collect(next)
  }
  for (const key of onUse) collect(key)
  return files
}

/** Whether a precache entry (a path under dist/) waits for its first use. */
export function cachedOnUse(dist: string): (url: string) => boolean {
  const files = filesCachedOnUse(readBuildManifest(dist))
  return (url) => files.has(url) || /maplibre-gl-worker/.test(url) || ON_USE_PAGES.test(url)
}

// Within the precache (issue 53): what every install downloads — the shell, the frames the
// service worker answers ads and sellers with, and the code and styles the shell boots with — and
// the rest of the offline copy, which a phone saving data downloads only on Wi-Fi or when the
// person asks (sw/offline-copy.ts); it keeps meanwhile what it uses.

/** Pages every install keeps: the service worker answers every address with one of them. */
const CORE_PAGES = ['shell.html', 'product.html', 'vendedor.html']

/**
 * What the shell boots with: the entry, the app's routes and layout it loads at once, and the
 * screen that says a screen's code is not downloaded yet (loaded when needed, needed offline).
 */
const SHELL_MODULES = ['src/app-code.ts', 'src/ui/ScreenError.tsx']

/** The files of the precache that every install downloads. */
export function coreFiles(manifest: BuildManifest): Set<string> {
  const files = new Set(CORE_PAGES)
  const shell = [entryKey(manifest), ...SHELL_MODULES.filter((key) => manifest[key])]
  for (const key of staticClosure(manifest, shell)) {
    files.add(manifest[key].file)
    for (const file of [...(manifest[key].css ?? []), ...(manifest[key].assets ?? [])]) files.add(file)
  }
  return files
}

const brotliSize = promisify(brotliCompress)

/** The precache list, each entry marked core or not and weighed as the server sends it. */
export async function markCopyEntries(dist: string, entries: { url: string; revision: string | null }[]): Promise<CopyEntry[]> {
  const core = coreFiles(readBuildManifest(dist))
  return Promise.all(
    entries.map(async (entry) => {
      const body = await readFile(path.join(dist, entry.url))
      const bytes = COMPRESSED.test(entry.url)
        ? body.length
        : (
            await brotliSize(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          ).length
      return { ...entry, ...(core.has(entry.url) ? { core: true as const } : {}), bytes }
    }),
  )
}

/** Formats that are compressed already: sent as they are. */
const COMPRESSED = /\.(png|jpe?g|webp|avif|woff2)$/
