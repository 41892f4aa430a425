import { restError } from './errors.ts'

// The Prefer header as PostgREST reads it (https://postgrest.org/en/stable/references/api/preferences.html):
// unknown or invalid preferences are ignored, unless `handling=strict` asks for a 400 PGRST122.
// What was applied is echoed in Preference-Applied.

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  tx?: 'commit' | 'rollback'
  handling?: 'lenient' | 'strict'
  /** Honoured with handling=strict only, as in PostgREST. */
  maxAffected?: number
}

const CHOICES = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['lenient', 'strict'],
} as const

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {}
  const invalid: string[] = []
  for (const raw of [header ?? ''].flat().join(',').split(',')) {
    const part = raw.trim()
    if (part === '') continue
    const [key, value] = part.split('=').map((s) => s.trim())
    if (key in CHOICES && (CHOICES[key as keyof typeof CHOICES] as readonly string[]).includes(value)) {
      Object.assign(prefs, { [key]: value })
    } else if (key === 'max-affected' && /^\d+$/.test(value ?? '')) {
      prefs.maxAffected = Number(value)
    } else if (key !== 'timezone') {
      invalid.push(part)
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    )
  }
  if (prefs.handling !== 'strict') delete prefs.maxAffected
  return prefs
}

export type RequestKind = 'read' | 'insert' | 'update' | 'delete' | 'call'

/** Preference-Applied, as PostgREST writes it for this kind of request (absent when nothing applies). */
export function appliedHeader(prefs: Preferences, kind: RequestKind, insertHasKey: boolean): Record<string, string> {
  const mutation = kind === 'insert' || kind === 'update' || kind === 'delete'
  const applied = [
    kind === 'insert' && insertHasKey && prefs.resolution && `resolution=${prefs.resolution}`,
    (kind === 'insert' || kind === 'update') && prefs.missing && `missing=${prefs.missing}`,
    mutation && prefs.return && `return=${prefs.return}`,
    prefs.count && `count=${prefs.count}`,
    prefs.tx && `tx=${prefs.tx}`,
    prefs.handling && `handling=${prefs.handling}`,
    kind !== 'read' && kind !== 'insert' && prefs.maxAffected !== undefined && `max-affected=${prefs.maxAffected}`,
  ].filter(Boolean)
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {}
}

/** PGRST124: more rows would change than `max-affected` allows (the change is rolled back). */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    )
  }
}
