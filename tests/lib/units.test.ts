import { describe, expect, it } from 'vitest'
import { formatAvailable, formatQuantity, formatUnitPrice, isSoldOut } from '@/lib/rules/units'
import { parseQuantity, UNITS } from '@/lib/rules/unit-input'

describe('the units an ad is sold by', () => {
  it('are the database’s, in the form’s order', () => {
    expect(UNITS).toEqual(['unidade', 'kg', 'g', 'maco', 'duzia', 'caixa', 'saco', 'bandeja', 'litro', 'pe'])
  })

  it('say an amount as pt-BR does: a comma, no trailing zeros, the plural past one', () => {
    expect(formatQuantity(1, 'kg')).toBe('1 kg')
    expect(formatQuantity(2.5, 'kg')).toBe('2,5 kg')
    expect(formatQuantity(0.125, 'litro')).toBe('0,125 litros')
    expect(formatQuantity(3, 'maco')).toBe('3 maços')
    expect(formatQuantity(1, 'duzia')).toBe('1 dúzia')
    expect(formatQuantity(12, 'pe')).toBe('12 pés')
    expect(formatQuantity(1000, 'unidade')).toBe('1000 unidades')
  })

  it('price per unit, and what is available ("Esgotado" at 0, nothing when no count is kept)', () => {
    expect(formatUnitPrice(6, 'kg')).toBe('R$\u00a06,00 / kg')
    expect(formatUnitPrice(null, 'kg')).toBe('A combinar')
    expect(formatAvailable(12, 'kg')).toBe('12 kg disponíveis')
    expect(formatAvailable(1, 'maco')).toBe('1 maço disponível')
    expect(formatAvailable(0, 'kg')).toBe('Esgotado')
    expect(formatAvailable(null, 'kg')).toBeNull()
    expect([isSoldOut({ quantidade_disponivel: 0 }), isSoldOut({ quantidade_disponivel: null }), isSoldOut({})]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('read an amount typed the pt-BR way, or say why not', () => {
    expect(parseQuantity('2,5', 'kg')).toBe(2.5)
    expect(parseQuantity(' 10 ', 'maco')).toBe(10)
    expect(parseQuantity('1.5', 'litro')).toBe(1.5)
    expect(parseQuantity('1,5', 'maco')).toBe('Informe um número inteiro de maços.')
    expect(parseQuantity('0', 'kg')).toBe('Informe uma quantidade maior que zero.')
    expect(parseQuantity('0', 'kg', { zero: true })).toBe(0)
    expect(parseQuantity('dois', 'kg')).toBe('Informe a quantidade em números, como 10 ou 2,5.')
    expect(parseQuantity('2,1234', 'kg')).toBe('Informe a quantidade em números, como 10 ou 2,5.')
    expect(parseQuantity('2000000', 'kg')).toBe('A quantidade pode ser de até 1.000.000.')
  })
})
