// Reading Vite's build manifest (dist/.vite/manifest.json): which files a module needs at once.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface Chunk {
  file: string
  name?: string
  src?: string
  assets?: string[]
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type BuildManifest = Record<string, Chunk>

export function readBuildManifest(dist: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest
}

/** The manifest keys of these modules and of everything they import statically, transitively. */
export function staticClosure(manifest: BuildManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest.`)
    seen.add(key)
    staticClosure(manifest, manifest[key].imports ?? [], seen)
  }
  return seen
}

/**
 * The stylesheets of these modules and of what they import statically, each module's imports'
 * before its own: the order in which their rules must apply (a component's parts before it).
 */
export function stylesheetsInOrder(
  manifest: BuildManifest,
  keys: string[],
  seen = new Set<string>(),
  out = new Set<string>(),
): string[] {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    stylesheetsInOrder(manifest, manifest[key].imports ?? [], seen, out)
    for (const css of manifest[key].css ?? []) out.add(css)
  }
  return [...out]
}

export function entryKey(manifest: BuildManifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0]
  if (!entry) throw new Error('No entry chunk in the build manifest.')
  return entry
}
