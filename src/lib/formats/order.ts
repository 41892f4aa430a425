// Sorting by the time things happened. ISO dates and timestamps ("2026-11-25", "2026-11-25T10:00:00Z")
// and ids sort by their characters, in code-unit order: the order of time, and the database's
// order for ids. Not localeCompare: its first call builds the locale's collation, about 60 ms on
// a slow phone while the first screen renders, for an order that is not about language.

/** Ascending: negative when `a` comes first. */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Newest first, by `created_at`. */
export const newestFirst = (a: { created_at: string }, b: { created_at: string }) => compareIso(b.created_at, a.created_at)
