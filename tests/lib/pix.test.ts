import { hasError, parsePix } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { bankText, brCode, crc16, emvField, pixCopiaECola } from '@/lib/pix/br-code'
import { chavePix } from '@/lib/pix/chave'

// The Pix "copia e cola" made on the phone, checked field by field, against the Banco Central's
// manual example, and decoded by an independent parser (pix-utils, a test-only dependency).

describe('the BR Code', () => {
  it("reproduces the manual's example, CRC included", () => {
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'
    expect(crc16(manual.slice(0, -4))).toBe('1D3D')
    expect(
      brCode([
        ['00', '01'],
        ['26', emvField('00', 'br.gov.bcb.pix') + emvField('01', '123e4567-e12b-12d1-a456-426655440000')],
        ['52', '0000'],
        ['53', '986'],
        ['58', 'BR'],
        ['59', 'Fulano de Tal'],
        ['60', 'BRASILIA'],
        ['62', emvField('05', '***')],
      ]),
    ).toBe(manual)
  })

  it("an order's code, field by field: key, value with two decimals, name and city as banks want them", () => {
    const code = pixCopiaECola({
      chave: '+5527998761234',
      nome: 'Maria José da Conceição Souza',
      cidade: 'Santa Maria de Jetibá',
      valor: 45.5,
      referencia: 'PED-a0000000-0000-4000-8000',
    })
    // The payload format indicator (00, "01") first, the CRC field (63) last.
    expect(code.startsWith('000201')).toBe(true)
    expect(code).toContain('26360014br.gov.bcb.pix0114+5527998761234')
    expect(code).toContain('52040000')
    expect(code).toContain('5303986')
    expect(code).toContain('540545.50')
    expect(code).toContain('5802BR')
    expect(code).toContain('5925MARIA JOSE DA CONCEICAO S')
    expect(code).toContain('6014SANTA MARIA DE')
    expect(code).toContain('62270523PEDa0000000000040008000')
    expect(code.slice(-8, -4)).toBe('6304')
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4))

    const read = parsePix(code)
    expect(hasError(read)).toBe(false)
    expect(read).toMatchObject({
      type: 'STATIC',
      pixKey: '+5527998761234',
      transactionAmount: 45.5,
      merchantName: 'MARIA JOSE DA CONCEICAO S',
      merchantCity: 'SANTA MARIA DE',
      txid: 'PEDa0000000000040008000',
    })
  })

  it('names and cities: no accents, upper case, only letters, digits and spaces, cut at a word when possible', () => {
    expect(bankText('São João d’Aliança', 15)).toBe('SAO JOAO D ALIA')
    expect(bankText('  Ana   Lúcia  ', 25)).toBe('ANA LUCIA')
    expect(bankText('Açaí & Cia. Ltda.', 25)).toBe('ACAI CIA LTDA')
  })
})

describe('a Pix key', () => {
  it.each([
    ['529.982.247-25', { tipo: 'cpf', chave: '52998224725' }],
    ['11.222.333/0001-81', { tipo: 'cnpj', chave: '11222333000181' }],
    ['+55 27 99876-1234', { tipo: 'telefone', chave: '+5527998761234' }],
    ['(27) 3200-4500', { tipo: 'telefone', chave: '+552732004500' }],
    ['27998761234', { tipo: 'telefone', chave: '+5527998761234' }],
    ['Maria@Campo-Solidario.test', { tipo: 'email', chave: 'maria@campo-solidario.test' }],
    ['123E4567-E12B-12D1-A456-426655440000', { tipo: 'aleatoria', chave: '123e4567-e12b-12d1-a456-426655440000' }],
  ])('%s is a %o', (texto, expected) => {
    expect(chavePix(texto)).toEqual({ ok: true, ...expected })
  })

  it.each([
    ['', 'Informe sua chave Pix'],
    ['529.982.247-26', 'Chave Pix inválida: CPF com dígitos verificadores errados'],
    ['11.222.333/0001-82', 'Chave Pix inválida: CNPJ com dígitos verificadores errados'],
    ['+1 555 123 4567', 'Chave Pix inválida: telefone com DDD, como +55 27 99876-1234'],
    ['maria@', 'Chave Pix inválida: e-mail em formato errado'],
    ['abc', 'Chave Pix inválida: use CPF, CNPJ, telefone (+55…), e-mail ou chave aleatória'],
  ])('%j is refused: %s', (texto, message) => {
    expect(chavePix(texto)).toEqual({ ok: false, message })
  })
})
