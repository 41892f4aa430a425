import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { suggestedOrderValue, suggestedOrderValueText, valorAPagarSchema } from '@/lib/rules/order-value'
import { chavePixSchema } from '@/lib/pix/chave'

// The value to pay suggested when accepting (the database's interno.valor_pelo_anuncio rule) and
// the forms' schemas the data layer shares.

describe('the suggested value', () => {
  it('is the number the quantity starts with times the price', () => {
    expect(suggestedOrderValue(15, '3')).toBe(45)
    expect(suggestedOrderValue(15, '3 potes')).toBe(45)
    expect(suggestedOrderValue(12.9, '2,5 kg')).toBe(32.25)
    expect(suggestedOrderValueText(42.5, '3 sacas')).toBe('R$\u00a0127,50')
  })

  it('is none without a price or a leading number', () => {
    expect(suggestedOrderValue(null, '3')).toBeNull()
    expect(suggestedOrderValue(0, '3')).toBeNull()
    expect(suggestedOrderValue(15, 'uma caixa')).toBeNull()
    expect(suggestedOrderValue(15, '3kg')).toBeNull()
    expect(suggestedOrderValueText(undefined, '3')).toBe('')
  })
})

describe('the forms', () => {
  it('a value to pay is positive and at most R$ 1.000.000,00', () => {
    expect(v.parse(valorAPagarSchema, { valor: 'R$ 47,50' })).toEqual({ valor: 47.5 })
    expect(v.safeParse(valorAPagarSchema, { valor: '' }).issues?.[0].message).toBe('Informe o valor a pagar')
    expect(v.safeParse(valorAPagarSchema, { valor: 'R$ 0,00' }).issues?.[0].message).toBe(
      'O valor a pagar deve ser maior que zero',
    )
    expect(v.safeParse(valorAPagarSchema, { valor: 'R$ 1.000.000,01' }).issues?.[0].message).toBe(
      'O valor a pagar deve ser no máximo R$ 1.000.000,00',
    )
  })

  it('a Pix key is read into its kind and its form in the code, or refused with the reason', () => {
    expect(v.parse(chavePixSchema, { chave: ' Maria@Email.com ' })).toEqual({
      chave: { tipo: 'email', chave: 'maria@email.com' },
    })
    expect(v.safeParse(chavePixSchema, { chave: '' }).issues?.[0].message).toBe('Informe sua chave Pix')
    expect(v.safeParse(chavePixSchema, { chave: '11.222.333/0001-80' }).issues?.[0].message).toBe(
      'Chave Pix inválida: CNPJ com dígitos verificadores errados',
    )
  })
})
