// "Negociar com segurança" (issue 78): what in a received message looks like the frauds Brazilian
// sellers are warned of most (OLX, Mercado Livre, Procon): a link out of the platform, a contact to
// move the talk elsewhere, a Pix key that is not the seller's, a code sent by SMS, an advance
// payment or fee, a "falso intermediário". One rule, for the conversation and the push's text.
// Matched without accents or case. The false positives found are written beside each pattern.

import { normalizeText } from '../formats/text'

export type ScamSignal = 'link' | 'contato' | 'pix' | 'codigo' | 'pagamento-antecipado' | 'intermediario'

export const SCAM_WARNING = 'Cuidado: o Campo Solidário nunca pede códigos nem pagamentos fora do pedido. Não saia da conversa.'

// Links: with a scheme, "www.", or a name with a known ending ("pix-seguro.com", "bit.ly/x").
// Not: "R$ 6.00" and "2.5kg" (no letters before the dot), "Obs.: x" (no ending after it), the
// domain of an e-mail (a contact, below).
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|(?<![@\w.-])[a-z0-9][a-z0-9-]*\.(?:com|net|org|br|info|xyz|site|online|app|link|ly|me|io|shop|store|top)(?:\.[a-z]{2})?(?:\/\S*)?(?![\w.])/g

// A phone (to move the talk out of here): 8 or 9 digits with or without DDD, "+55", spaces or a
// dash. Not: a CEP ("29100-000": five and three), a date, a price ("R$ 1.200,00"), an amount.
const PHONE = /(?<![\d/.,])(?:\+?55\s?)?(?:\(?\d{2}\)?\s?)?9?\d{4}[-\s]?\d{4}(?![\d/.,])/g
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/g

// Pix keys as people write them: an e-mail, a phone, a CPF (11 digits, dotted or not), a CNPJ, a
// random key (a UUID).
const PIX_KEYS = [
  /[\w.+-]+@[\w-]+\.[\w.]+/g,
  /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g,
  /\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  /(?<![\d/.,])(?:\+?55\s?)?\(?\d{2}\)?\s?9\d{4}[-\s]?\d{4}(?![\d/.,])/g,
]
const digitsOrText = (key: string) =>
  /^[\d\s().+/-]+$/.test(key) ? key.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '') : key

// A code: "código", "SMS", "verificação", "token". Not: "código de barras" (a boleto's is caught as
// a boleto) nor "código de rastreio" (a delivery's tracking, sent by honest sellers).
const CODE = /\b(?:codigo(?! de (?:barras|rastreio|rastreamento))|sms|verificacao|token)\b/

// An advance payment or fee. "sinal" only as money ("manda um sinal", "sinal de R$ 50"): "sem
// sinal", "o sinal está fraco", "pouco sinal" — the farms' weak signal — are the commonest words of
// this app and say nothing of a scam.
const ADVANCE =
  /\b(?:taxa|deposito antecipado|pagamento antecipado|pagar antes|adiantamento|boleto|(?:dar|da|pagar|paga|pague|mandar|manda|faz|fazer|depositar|deposita)(?: um| o)? sinal|sinal de (?:r\$|\d))/

// Someone between the two people, or another place to go on.
const ELSEWHERE = /\b(?:intermediari[oa]s?|outro site|outra plataforma|outro aplicativo|fora do (?:app|aplicativo|site))\b/

export interface Context {
  /** The seller's own registered Pix key, when this phone knows it (an accepted order's): a message with it is no scam. */
  ownPixKey?: string | null
}

/** What in a received message looks like a scam (none for an honest one). */
export function scamSignals(text: string, context: Context = {}): ScamSignal[] {
  const said = normalizeText(text)
  const found = new Set<ScamSignal>()
  // The seller's own key, written in the conversation, is neither a contact elsewhere nor a false key.
  const own = context.ownPixKey ? digitsOrText(normalizeText(context.ownPixKey.trim())) : null
  const others = (keys: string[]) => keys.map(digitsOrText).some((key) => key !== own)
  if (said.match(LINK)) found.add('link')
  if (others([...(said.match(PHONE) ?? []), ...(said.match(EMAIL) ?? [])])) found.add('contato')
  if (/\bpix\b/.test(said) && others(PIX_KEYS.flatMap((pattern) => said.match(pattern) ?? []))) found.add('pix')
  if (CODE.test(said)) found.add('codigo')
  if (ADVANCE.test(said)) found.add('pagamento-antecipado')
  if (ELSEWHERE.test(said)) found.add('intermediario')
  return [...found]
}

/** The links of a message, as written, to be opened only once the person confirms. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(new RegExp(LINK.source, 'gi'))].map((match) => match[0].replace(/[).,;!?]+$/, ''))
}
