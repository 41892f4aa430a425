// What was said, shaped for the field it goes into (recognition gives lower case, no full stop).

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1)

/** An ad's title: what was said, starting with a capital, within the title's 100 characters. */
export const asTitle = (said: string) => capitalized(said.trim()).slice(0, 100)

/** A description grows by what was said, as a new sentence, within its 5,000 characters. */
export function withSentence(before: string, said: string): string {
  const kept = before.trimEnd()
  const joint = !kept ? '' : /[.!?…]$/.test(kept) ? ' ' : '. '
  return `${kept}${joint}${capitalized(said.trim())}`.slice(0, 5000)
}
