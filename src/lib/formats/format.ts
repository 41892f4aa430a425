// Brazilian formats written from the numbers' and dates' parts, without Intl: making an Intl
// formatter cost a slow phone 20–60 ms in one task (its locale's data) — the ad's page, a seller's,
// a trip's, each paid it on the way to the first screen. tests/lib/format.test.ts checks every one
// against Intl's pt-BR.

/** The months' names, January first. */
export const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]
const twoDigits = (n: number) => String(n).padStart(2, '0')
const dayMonthYear = (day: number, monthIndex: number, year: number) => `${twoDigits(day)}/${twoDigits(monthIndex + 1)}/${year}`

/** "26/01/2024" for an ISO date ("2024-01-26" or a timestamp), its day in UTC. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return dayMonthYear(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear())
}

/** "26 de janeiro de 2024", its day in UTC. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`
}

/**
 * `n` with `decimals` decimals and pt-BR's separators, rounded as Intl does: half away from zero on
 * the number as it is written (1.005 → "1,01"; toFixed rounds the binary value below it, "1,00").
 */
function decimal(n: number, decimals: number): string {
  const abs = Math.abs(n)
  const written = String(abs)
  const digits = written.includes('e')
    ? abs.toFixed(decimals).replace('.', '')
    : String(Math.round(Number(`${written}e${decimals}`))).padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  return `${n < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`
}

/** `n` with at most `decimals` decimals: "2" rather than "2,0". */
function upToDecimals(n: number, decimals: number): string {
  const text = decimal(n, decimals)
  return text.includes(',') ? text.replace(/,?0+$/, '') : text
}

/** "R$ 1.234,50" (a no-break space after the symbol, as Intl writes it). */
const brl = (value: number) => {
  const text = decimal(value, 2)
  return text.startsWith('-') ? `-R$\u00a0${text.slice(1)}` : `R$\u00a0${text}`
}

/** "R$ 1.234,50", or "A combinar" when the producer left the price open. */
export function formatPrice(preco: number | null | undefined): string {
  return preco === null || preco === undefined ? 'A combinar' : brl(preco)
}

/** The BRL text of a price typed as digits: "12345" → "R$ 123,45" (the digits are cents). */
export function formatCentsInput(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 11)
  return digits ? brl(Number(digits) / 100) : ''
}

/** The number a BRL text stands for ("R$ 1.234,50" → 1234.5); null when empty. */
export function parsePrice(text: string): number | null {
  const digits = text.replace(/\D/g, '')
  return digits ? Number(digits) / 100 : null
}

const DAY_MS = 86_400_000
const localDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())

/**
 * "Hoje", "Ontem", "N dias atrás" up to six days, then the pt-BR date — counted in calendar
 * days on the phone's clock, so something from last night is "Ontem" this morning.
 */
export function relativeDay(iso: string, now = new Date()): string {
  const when = new Date(iso)
  const days = Math.round((localDay(now) - localDay(when)) / DAY_MS)
  if (days <= 0) return 'Hoje'
  if (days === 1) return 'Ontem'
  if (days < 7) return `${days} dias atrás`
  return dayMonthYear(when.getDate(), when.getMonth(), when.getFullYear())
}

/** "(27) 99876-1234" for the digits of a Brazilian phone. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '')
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`
  return digits
}

/** "29010-935" for the 8 digits of a CEP. */
export function formatCep(digits: string): string {
  const d = digits.replace(/\D/g, '')
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : digits
}

/** "março de 2026": the month in Brasília (UTC−3 all year since 2019). */
export function formatMonthYear(iso: string): string {
  const brasilia = new Date(new Date(iso).getTime() - 3 * 3_600_000)
  return `${MESES[brasilia.getUTCMonth()]} de ${brasilia.getUTCFullYear()}`
}

/** An average rating with one decimal (4.666 → "4,7"), or "Novo" with no rating yet. */
export function formatRating(media: number | null): string {
  return media === null ? 'Novo' : decimal(media, 1)
}

/** Bytes as megabytes with one decimal: "12,3 MB". */
export const formatMegabytes = (bytes: number) => `${decimal(bytes / 1024 / 1024, 1)} MB`

/** A whole number with pt-BR's thousands separator: "1.024". */
export const formatInteger = (n: number) => decimal(n, 0)

export const formatKg = (kg: number) => `${upToDecimals(kg, 1)} kg`

const DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado']

/** "Sábado, 28/11 às 05:30": only its first letter in capitals (CSS capitalize would write "Às"). */
export function formatDeparture(data: string, hora: string): string {
  const [year, month, day] = data.split('-').map(Number)
  const weekday = DIAS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${twoDigits(day)}/${twoDigits(month)} às ${hora.slice(0, 5)}`
}
