import { describe, expect, it } from 'vitest'
import { dateWords, decimalWords, moneyWords, speakable, wholeNumberWords } from '@/lib/formats/speech-words'

// What the app reads aloud, in words (issue 79): checked here rather than left to the phone's voice.

describe('numbers', () => {
  it.each([
    [0, 'zero'],
    [1, 'um'],
    [16, 'dezesseis'],
    [21, 'vinte e um'],
    [100, 'cem'],
    [101, 'cento e um'],
    [250, 'duzentos e cinquenta'],
    [1000, 'mil'],
    [1500, 'mil e quinhentos'],
    [1250, 'mil duzentos e cinquenta'],
    [2026, 'dois mil e vinte e seis'],
    [21000, 'vinte e um mil'],
    [1_000_000, 'um milhão'],
    [1_200_000, 'um milhão e duzentos mil'],
    [2_000_001, 'dois milhões e um'],
  ])('%i → %s', (n, words) => expect(wholeNumberWords(n)).toBe(words))

  it('feminine where pt-BR changes the word', () => {
    expect(wholeNumberWords(1, 'feminino')).toBe('uma')
    expect(wholeNumberWords(2, 'feminino')).toBe('duas')
    expect(wholeNumberWords(22, 'feminino')).toBe('vinte e duas')
    expect(wholeNumberWords(200, 'feminino')).toBe('duzentas')
    expect(wholeNumberWords(12, 'feminino')).toBe('doze')
  })

  it('decimals with a comma', () => {
    expect(decimalWords('2,5')).toBe('dois vírgula cinco')
    expect(decimalWords('0,125')).toBe('zero vírgula cento e vinte e cinco')
    expect(decimalWords('1,05')).toBe('um vírgula zero cinco')
    expect(decimalWords('1.500')).toBe('mil e quinhentos')
  })
})

describe('money', () => {
  it.each([
    ['R$ 6,00', 'seis reais'],
    ['R$\u00a01,00', 'um real'],
    ['R$ 1,50', 'um real e cinquenta centavos'],
    ['R$ 0,50', 'cinquenta centavos'],
    ['R$ 0,01', 'um centavo'],
    ['R$ 1.250,90', 'mil duzentos e cinquenta reais e noventa centavos'],
    ['R$ 1.000.000,00', 'um milhão de reais'],
  ])('%s → %s', (text, words) => expect(moneyWords(text)).toBe(words))
})

describe('dates', () => {
  it('says the day, the month and the year', () => {
    expect(dateWords(3, 12, 2026)).toBe('três de dezembro de dois mil e vinte e seis')
    expect(dateWords(1, 5)).toBe('primeiro de maio')
  })
})

describe('a screen’s text', () => {
  it.each([
    ['Tomate — R$ 6,00 / kg', 'Tomate — seis reais por quilo'],
    ['12 kg disponíveis', 'doze quilos disponíveis'],
    ['2,5 kg', 'dois vírgula cinco quilos'],
    ['1 dúzia', 'uma dúzia'],
    ['2 dúzias e 3 maços', 'duas dúzias e três maços'],
    ['4 kg × R$ 6,00 = R$ 24,00', 'quatro quilos vezes seis reais é igual a vinte e quatro reais'],
    ['Santa Maria de Jetibá, ES', 'Santa Maria de Jetibá, Espírito Santo'],
    ['Juiz de Fora/MG', 'Juiz de Fora, Minas Gerais'],
    ['Publicado em 03/12/2026', 'Publicado em três de dezembro de dois mil e vinte e seis'],
    ['Qtd. 3 caixas', 'quantidade três caixas'],
    ['a 12 km', 'a doze quilômetros'],
    ['sábado, 6h às 12h', 'sábado, seis horas às doze horas'],
    ['domingo, 1h30', 'domingo, uma hora e trinta minutos'],
    ['1 alteração aguardando conexão para envio.', 'uma alteração aguardando conexão para envio.'],
    ['22 pessoas, 2 viagens, 200 sacolas', 'vinte e duas pessoas, duas viagens, duzentas sacolas'],
    ['2 dias e 1 mapa', 'dois dias e um mapa'],
    ['2 pacotes', 'dois pacotes'],
    ['economia de até 30% na propriedade', 'economia de até trinta por cento na propriedade'],
    ['2,5 %', 'dois vírgula cinco por cento'],
  ])('%s → %s', (text, words) => expect(speakable(text)).toBe(words))

  it('leaves words and two capitals that are no state as they are', () => {
    expect(speakable('Feijão carioca novo, OK')).toBe('Feijão carioca novo, OK')
  })
})
