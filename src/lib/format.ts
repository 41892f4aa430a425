// Brazilian formats, with Intl — except the numeric and long dates, whose pt-BR form is fixed and
// whose Intl formatter cost a slow phone ~60 ms to make on the ad's page (its locale's date
// patterns); tests/lib/format.test.ts checks them against Intl.

/**
 * A formatter made on first use, not when this module loads: making one costs a slow phone tens of
 * milliseconds (its locale data), and the first screen needs few of them.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

const MESES = [
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

const brl = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }))

/** "R$ 1.234,50", or "A combinar" when the producer left the price open. */
export function formatPrice(preco: number | null | undefined): string {
  return preco === null || preco === undefined ? 'A combinar' : brl().format(preco)
}

/** The BRL text of a price typed as digits: "12345" → "R$ 123,45" (the digits are cents). */
export function formatCentsInput(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 11)
  return digits ? brl().format(Number(digits) / 100) : ''
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

const mesAno = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' }),
)

/** "março de 2026". */
export function formatMonthYear(iso: string): string {
  return mesAno().format(new Date(iso))
}

const umaCasa = onFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }))

/** An average rating with one decimal (4.666 → "4,7"), or "Novo" with no rating yet. */
export function formatRating(media: number | null): string {
  return media === null ? 'Novo' : umaCasa().format(media)
}

/** Bytes as megabytes with one decimal: "12,3 MB". */
export const formatMegabytes = (bytes: number) => `${umaCasa().format(bytes / 1024 / 1024)} MB`

const kgFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }))

export const formatKg = (kg: number) => `${kgFormat().format(kg)} kg`

/** "Sábado, 28/11 às 05:30": only its first letter in capitals (CSS capitalize would write "Às"). */
export function formatDeparture(data: string, hora: string): string {
  const day = new Date(`${data}T12:00:00`).toLocaleDateString('pt-BR', {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
  })
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} às ${hora.slice(0, 5)}`
}
