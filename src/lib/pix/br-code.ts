import { normalizeText } from '../formats/text'

// The Pix "copia e cola" text (and the QR code's content): a static BR Code, the EMV® QRCPS
// merchant-presented format as the Banco Central's "Manual de Padrões para Iniciação do Pix"
// specifies it. Made on the phone from what the order says, so it needs no signal and no provider.

/** One EMV field: id, two-digit length, value. */
export const emvField = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as field 63 carries it: four hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** The fields in their order, closed by the CRC over all of them (and the CRC field's own id and length). */
export function brCode(fields: Array<[string, string]>): string {
  const body = fields.map(([id, value]) => emvField(id, value)).join('') + '6304'
  return body + crc16(body)
}

/** What banks accept in the name and city: no accents, upper case, plain letters, digits and spaces. */
export const bankText = (text: string, max: number) =>
  normalizeText(text)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()

export interface StaticPix {
  /** The receiver's Pix key, as validated (chave.ts). */
  chave: string
  /** The receiver's name (field 59, ≤ 25). */
  nome: string
  /** The receiver's city (field 60, ≤ 15). */
  cidade: string
  /** In reais; omitted, the payer types the value. */
  valor?: number
  /** The payment's reference (field 62/05): letters and digits, ≤ 25. */
  referencia: string
}

/** The "Pix copia e cola" text of a static Pix for `pix`. */
export function pixCopiaECola({ chave, nome, cidade, valor, referencia }: StaticPix): string {
  const txid = referencia.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***'
  return brCode([
    ['00', '01'],
    ['26', emvField('00', 'br.gov.bcb.pix') + emvField('01', chave)],
    ['52', '0000'],
    ['53', '986'],
    ...(valor === undefined ? [] : [['54', valor.toFixed(2)] as [string, string]]),
    ['58', 'BR'],
    ['59', bankText(nome, 25) || 'RECEBEDOR'],
    ['60', bankText(cidade, 15) || 'BRASIL'],
    ['62', emvField('05', txid)],
  ])
}
