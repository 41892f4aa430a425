// Brazilian formats, with Intl (no hand-made formatting).

const dataCurta = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
const dataLonga = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "26/01/2024" for an ISO date ("2024-01-26" or a timestamp). */
export function formatDate(iso: string): string {
  return dataCurta.format(new Date(iso))
}

/** "26 de janeiro de 2024". */
export function formatLongDate(iso: string): string {
  return dataLonga.format(new Date(iso))
}
