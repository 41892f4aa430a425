import { getStates } from '@brazilian-utils/brazilian-utils/get-states'
import { MESES } from './format'

// What the app reads aloud, written as words (issue 79): numbers, money, amounts with their unit,
// dates and the abbreviations the screens use. A phone's voice says "R$ 6,00" as "R cifrão seis
// vírgula zero zero", "2,5 kg" as "dois vírgula cinco k g" and "ES" as letters: the words are
// decided here, in one tested place, not left to the engine.

const ONES = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
]
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa']
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
]

export type Gender = 'masculino' | 'feminino'

/** 0–999 in words ("cento e vinte e três"); feminine where pt-BR changes the word ("duas", "duzentas"). */
function belowThousand(n: number, gender: Gender): string {
  if (n === 100) return 'cem'
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const parts: string[] = []
  if (hundreds) parts.push(gender === 'feminino' && hundreds > 1 ? HUNDREDS[hundreds].replace(/os$/, 'as') : HUNDREDS[hundreds])
  if (rest) {
    if (rest < 20) parts.push(ONES[rest])
    else parts.push([TENS[Math.floor(rest / 10)], rest % 10 ? ONES[rest % 10] : ''].filter(Boolean).join(' e '))
  }
  const words = parts.join(' e ')
  return gender === 'feminino' ? words.replace(/\bum$/, 'uma').replace(/\bdois$/, 'duas') : words
}

const SCALES: Array<[number, string, string]> = [
  [1_000_000_000, 'um bilhão', 'bilhões'],
  [1_000_000, 'um milhão', 'milhões'],
]

/**
 * A whole number in words: 21 → "vinte e um", 1.500 → "mil e quinhentos", 1.250 → "mil duzentos e
 * cinquenta", 2 (feminine) → "duas". A group joins the one before with "e" when it is below 100 or a
 * round hundred, as pt-BR says it.
 */
export function wholeNumberWords(n: number, gender: Gender = 'masculino'): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`)
  if (n === 0) return 'zero'
  const groups: Array<{ count: number; words: string }> = []
  let rest = n
  for (const [size, one, many] of SCALES) {
    const count = Math.floor(rest / size)
    if (count) groups.push({ count, words: count === 1 ? one : `${belowThousand(count, 'masculino')} ${many}` })
    rest %= size
  }
  const thousands = Math.floor(rest / 1000)
  if (thousands) groups.push({ count: thousands, words: thousands === 1 ? 'mil' : `${belowThousand(thousands, gender)} mil` })
  if (rest % 1000) groups.push({ count: rest % 1000, words: belowThousand(rest % 1000, gender) })
  return groups
    .map((group, index) => (index === 0 ? '' : group.count < 100 || group.count % 100 === 0 ? ' e ' : ' ') + group.words)
    .join('')
}

/** "2,5" → "dois vírgula cinco"; "0,125" → "zero vírgula cento e vinte e cinco"; "10" → "dez". */
export function decimalWords(text: string, gender: Gender = 'masculino'): string {
  const [whole, fraction] = text.replace(/\./g, '').split(',')
  const wholeWords = wholeNumberWords(Number(whole), fraction ? 'masculino' : gender)
  if (!fraction) return wholeWords
  const zeros = /^0*/.exec(fraction)![0].length
  return `${wholeWords} vírgula ${[...Array(zeros).fill('zero'), wholeNumberWords(Number(fraction))].join(' ').replace(/^zero zero$/, 'zero')}`
}

/** "R$ 6,00" → "seis reais"; "R$ 1,50" → "um real e cinquenta centavos"; "R$ 1.000.000,00" → "um milhão de reais". */
export function moneyWords(text: string): string {
  const [reaisText, centsText = '0'] = text
    .replace(/R\$\s*/, '')
    .replace(/\./g, '')
    .split(',')
  const reais = Number(reaisText)
  const cents = Number(centsText.padEnd(2, '0').slice(0, 2))
  const parts: string[] = []
  if (reais) {
    const words = wholeNumberWords(reais)
    parts.push(`${words}${/(milhão|milhões|bilhão|bilhões)$/.test(words) ? ' de' : ''} ${reais === 1 ? 'real' : 'reais'}`)
  }
  if (cents) parts.push(`${wholeNumberWords(cents)} ${cents === 1 ? 'centavo' : 'centavos'}`)
  return parts.length ? parts.join(' e ') : 'zero real'
}

/** The units as said aloud, with their gender. */
const UNIT_WORDS: Record<string, { one: string; many: string; gender: Gender }> = {
  kg: { one: 'quilo', many: 'quilos', gender: 'masculino' },
  g: { one: 'grama', many: 'gramas', gender: 'masculino' },
  unidade: { one: 'unidade', many: 'unidades', gender: 'feminino' },
  unidades: { one: 'unidade', many: 'unidades', gender: 'feminino' },
  maço: { one: 'maço', many: 'maços', gender: 'masculino' },
  maços: { one: 'maço', many: 'maços', gender: 'masculino' },
  dúzia: { one: 'dúzia', many: 'dúzias', gender: 'feminino' },
  dúzias: { one: 'dúzia', many: 'dúzias', gender: 'feminino' },
  caixa: { one: 'caixa', many: 'caixas', gender: 'feminino' },
  caixas: { one: 'caixa', many: 'caixas', gender: 'feminino' },
  saco: { one: 'saco', many: 'sacos', gender: 'masculino' },
  sacos: { one: 'saco', many: 'sacos', gender: 'masculino' },
  bandeja: { one: 'bandeja', many: 'bandejas', gender: 'feminino' },
  bandejas: { one: 'bandeja', many: 'bandejas', gender: 'feminino' },
  litro: { one: 'litro', many: 'litros', gender: 'masculino' },
  litros: { one: 'litro', many: 'litros', gender: 'masculino' },
  pé: { one: 'pé', many: 'pés', gender: 'masculino' },
  pés: { one: 'pé', many: 'pés', gender: 'masculino' },
}
const UNIT_PATTERN = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')

// A counted noun's gender, from its ending ("1 alteração" → "uma", "2 pessoas" → "duas"): those
// ending in -a, -ção, -são, -dade, -gem are feminine, but for these.
const MASCULINE_IN_A = new Set(
  ['dia', 'mapa', 'problema', 'sistema', 'programa', 'tema', 'clima', 'planeta', 'idioma', 'telefonema', 'poema'].flatMap((w) => [
    w,
    `${w}s`,
  ]),
)
const FEMININE_ENDING = /(a|as|ção|ções|são|sões|dade|dades|gem|gens)$/u
const isFeminine = (noun: string) => FEMININE_ENDING.test(noun.toLowerCase()) && !MASCULINE_IN_A.has(noun.toLowerCase())

/** "03/12/2026" or "2026-12-03" → "três de dezembro de dois mil e vinte e seis" (the 1st: "primeiro"). */
export function dateWords(day: number, month: number, year?: number): string {
  const dayWords = day === 1 ? 'primeiro' : wholeNumberWords(day)
  return `${dayWords} de ${MESES[month - 1]}${year ? ` de ${wholeNumberWords(year)}` : ''}`
}

const STATES = new Map(getStates().map((s) => [s.code as string, s.name as string]))

const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bQtd\.?(?=\s|$)/gi, 'quantidade'],
  [/\bObs\.?(?=\s|$)/gi, 'observação'],
  [/\bkm\b/g, 'quilômetros'],
]

/** The steps, in order: money first (its digits are no amount), dates before amounts, numbers last. */
const STEPS: Array<[RegExp, (...match: string[]) => string]> = [
  [/R\$\s*\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?/g, (money) => moneyWords(money)],
  // "R$ 6,00 / kg" → "seis reais por quilo"
  [new RegExp(`\\s*/\\s*(${UNIT_PATTERN})(?!\\p{L})`, 'gu'), (_, u) => ` por ${UNIT_WORDS[u].one}`],
  [/(\d+(?:,\d+)?)\s?%/g, (_, n) => `${decimalWords(n)} por cento`],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (_, d, m, y) => dateWords(+d, +m, +y)],
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, y, m, d) => dateWords(+d, +m, +y)],
  // "2,5 kg" → "dois vírgula cinco quilos"; "1 dúzia" → "uma dúzia"
  [
    new RegExp(`(\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?|\\d+(?:,\\d+)?)\\s*(${UNIT_PATTERN})(?!\\p{L})`, 'gu'),
    (_, n, u) => `${decimalWords(n, UNIT_WORDS[u].gender)} ${n === '1' ? UNIT_WORDS[u].one : UNIT_WORDS[u].many}`,
  ],
  // "6h", "6h30": hours are feminine ("uma hora", "duas horas")
  [
    /\b(\d{1,2})h(\d{2})?\b/g,
    (_, h, m) =>
      `${wholeNumberWords(+h, 'feminino')} ${h === '1' ? 'hora' : 'horas'}${m && +m ? ` e ${wholeNumberWords(+m)} minutos` : ''}`,
  ],
  // "1 alteração" → "uma alteração", "22 pessoas" → "vinte e duas pessoas" (not part of a decimal)
  [
    /(?<![\d,.])(\d+)(\s+)(\p{L}+)/gu,
    (match, n, space, noun) => (isFeminine(noun) ? `${wholeNumberWords(+n, 'feminino')}${space}${noun}` : match),
  ],
  // "Santa Maria de Jetibá, ES" and "Vitória/ES" → "…, Espírito Santo"
  [/(,|\/)\s*([A-Z]{2})\b/g, (match, sep, uf) => (STATES.has(uf) ? `${sep === '/' ? ',' : sep} ${STATES.get(uf)}` : match)],
  [/\b\d{1,3}(?:\.\d{3})+(?:,\d+)?\b|\b\d+(?:,\d+)?\b/g, (n) => decimalWords(n)],
  [/\s×\s/g, () => ' vezes '],
  [/\s=\s/g, () => ' é igual a '],
  ...ABBREVIATIONS.map(([pattern, words]): [RegExp, () => string] => [pattern, () => words]),
]

/**
 * A screen's text as it should be heard: money, amounts with units ("por quilo" after a price),
 * dates, decimals, the states after a city, the abbreviations; the rest the engine reads as written.
 */
export function speakable(text: string): string {
  return STEPS.reduce((said, [pattern, words]) => said.replace(pattern, words as (...m: string[]) => string), text)
}
