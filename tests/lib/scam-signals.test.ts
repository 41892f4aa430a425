import { describe, expect, it } from 'vitest'
import { linksIn, scamSignals } from '@/lib/rules/scam-signals'

// The warning rule of "Negociar com segurança": the phrases it catches, and the ones it must not
// (everyday talk of a farm's sale: the weak signal, a CEP, a price, a tracking code).

describe('what it catches', () => {
  it.each([
    ['me passa o código que chegou por SMS', ['codigo']],
    ['Qual o CÓDIGO de verificação?', ['codigo']],
    ['paga pelo link https://pix-seguro.top/pagar', ['link']],
    ['entra em www.olx-pagamentos.com.br e confirma', ['link']],
    ['confirma em mercadopago-entrega.com/pedido/12', ['link']],
    ['bit.ly/3abcD', ['link']],
    ['me chama no 27 99876-1234', ['contato']],
    ['(27) 3222-1234 comercial', ['contato']],
    ['+55 27 998761234', ['contato']],
    ['escreve pra joao.p@gmail.com', ['contato']],
    ['faz o pix pra chave 123.456.789-00', ['pix']],
    ['pix na chave 8d3c5b1e-2f4a-4c1b-9d2e-1a2b3c4d5e6f', ['pix']],
    ['manda um sinal de R$ 50 que eu separo', ['pagamento-antecipado']],
    ['só falta pagar a taxa de liberação', ['pagamento-antecipado']],
    ['vou te mandar um boleto', ['pagamento-antecipado']],
    ['preciso de um depósito antecipado', ['pagamento-antecipado']],
    ['sou o intermediário da venda', ['intermediario']],
    ['vamos continuar em outro site', ['intermediario']],
  ])('"%s" → %j', (text, signals) => expect(scamSignals(text)).toEqual(signals))

  it('a message can hold several', () => {
    expect(scamSignals('Sou intermediário: paga a taxa em https://x.com e me manda o código do SMS')).toEqual([
      'link',
      'codigo',
      'pagamento-antecipado',
      'intermediario',
    ])
  })

  it("the seller's own registered Pix key is no warning; another key is", () => {
    const ownPixKey = 'maria.souza@email.com'
    expect(scamSignals('Meu pix é maria.souza@email.com', { ownPixKey })).toEqual([])
    expect(scamSignals('Meu pix é outra.pessoa@email.com', { ownPixKey })).toEqual(['contato', 'pix'])
    expect(scamSignals('pix: (27) 99876-1234', { ownPixKey: '27998761234' })).toEqual([])
    expect(scamSignals('pix: 123.456.789-00', { ownPixKey: '12345678900' })).toEqual([])
  })
})

describe('what it must not catch', () => {
  it.each([
    'Ainda está disponível?',
    'Estou sem sinal aqui na roça, respondo à noite',
    'O sinal está fraco, pouco sinal na serra',
    'R$ 1.200,00 a saca de 60 kg',
    'Tenho 2.5kg, preço 6.00 o quilo',
    'CEP 29100-000, perto da igreja',
    'Entrego dia 03/12/2026 às 6h',
    'Obs.: o queijo é curado',
    'Te mando o código de rastreio amanhã',
    'Faço o pix quando receber',
    'Posso entregar no sábado',
    'Pode pagar pelo pedido aqui mesmo',
  ])('"%s"', (text) => expect(scamSignals(text)).toEqual([]))
})

describe('the links', () => {
  it('are found as written, without the sentence’s punctuation', () => {
    expect(linksIn('Olha: https://pix-seguro.top/pagar. E também bit.ly/3abcD!')).toEqual([
      'https://pix-seguro.top/pagar',
      'bit.ly/3abcD',
    ])
  })
})
