/** A Go duration ("876000h", "1m30s", "500ms"), as GoTrue and the Supabase CLI read them, in milliseconds; null when it is not one. */
export function goDurationMs(text: string): number | null {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return null
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * units[unit], 0)
}
