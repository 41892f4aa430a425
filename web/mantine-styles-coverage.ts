// Whether the build gives every Mantine component its styles (web/mantine-component-styles.ts).
// A missing stylesheet fails silently — the component renders, unstyled — so this reads the
// build: every Mantine class name a chunk holds (its components' class maps, `m_` and a hash) must
// be defined by the stylesheets that load with that chunk (its own, its static imports', the
// entry's).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { entryKey, readBuildManifest, stylesheetsInOrder } from './build-manifest.ts'

const MANTINE_CLASS = /["'`](m_[0-9a-f]{5,8})["'`]/g

export interface UnstyledChunk {
  chunk: string
  classes: string[]
}

/** Mantine's class names, as a component's class map holds them. */
export const mantineClassesIn = (code: string) => new Set([...code.matchAll(MANTINE_CLASS)].map((m) => m[1]))

export function chunksWithoutTheirStyles(dist: string): { checked: number; classes: number; unstyled: UnstyledChunk[] } {
  const manifest = readBuildManifest(dist)
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')
  const entryStyles = stylesheetsInOrder(manifest, [entryKey(manifest)])
  const unstyled: UnstyledChunk[] = []
  const all = new Set<string>()
  let checked = 0
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue
    const used = mantineClassesIn(read(chunk.file))
    if (used.size === 0) continue
    checked++
    used.forEach((name) => all.add(name))
    const css = [...new Set([...entryStyles, ...stylesheetsInOrder(manifest, [key])])].map(read).join('\n')
    const missing = [...used].filter((name) => !new RegExp(`(\\.|keyframes\\s+)${name}\\b`).test(css))
    if (missing.length > 0) unstyled.push({ chunk: chunk.src ?? chunk.file, classes: missing })
  }
  return { checked, classes: all.size, unstyled }
}
