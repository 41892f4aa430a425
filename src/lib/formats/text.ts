/** Lower case without accents, so "Feijão" and "feijao" compare equal (as the server's search). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** True when every word of `query` appears in `text`, accent- and case-insensitively. */
export function matchesAllWords(text: string, query: string): boolean {
  const haystack = normalizeText(text)
  return normalizeText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
