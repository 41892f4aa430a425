import { describe, expect, it, vi } from 'vitest'
import { isForWhoIsHere, isLookingAt, openTarget, pushBody, readPayload } from '../../sw/push'

// The service worker's decisions on a push, apart from the browser: what it accepts, when it
// stays quiet, and where a tap goes. (Chromium shows the notification itself: e2e/push.spec.ts.)

const data = (value: unknown) => ({ json: () => value })
const ORIGIN = 'https://campo.example'
const target = (path: string) => new URL(path, ORIGIN)

function window(url: string, focused = false) {
  return { url: `${ORIGIN}${url}`, focused, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) }
}

describe('a pushed payload', () => {
  it('is read with its words, screen, tag and photo', () => {
    expect(
      readPayload(
        data({
          titulo: 'João enviou 3 mensagens',
          texto: 'Sobre "Mel"',
          url: '/mensagens/a/b',
          tag: 'conversa:a:b',
          icone: 'x.webp',
        }),
      ),
    ).toEqual({
      titulo: 'João enviou 3 mensagens',
      texto: 'Sobre "Mel"',
      url: '/mensagens/a/b',
      tag: 'conversa:a:b',
      icone: 'x.webp',
      para: null,
    })
  })

  it('addressed to someone, is shown only while that person is signed in on this phone', async () => {
    const paraMaria = readPayload(data({ titulo: 'Pedido', texto: 'x', url: '/pedidos', para: 'maria' }))!
    const signedIn = (who: string | null) => async () => who
    expect(await isForWhoIsHere(paraMaria, signedIn('maria'))).toBe(true)
    expect(await isForWhoIsHere(paraMaria, signedIn('joao'))).toBe(false)
    expect(await isForWhoIsHere(paraMaria, signedIn(null))).toBe(false)
    // The phone's database unreadable: not shown (never someone else's).
    expect(await isForWhoIsHere(paraMaria, () => Promise.reject(new Error('IndexedDB')))).toBe(false)
  })

  it('addressed to no one (a general notice), is anyone’s, without waiting on the phone’s database', async () => {
    const aviso = readPayload(data({ titulo: 'Aviso', texto: 'x', url: '/' }))!
    const neverAnswers = () => new Promise<string | null>(() => undefined)
    expect(await isForWhoIsHere(aviso, neverAnswers)).toBe(true)
  })

  it('is ignored when it is not ours or points away from the app', () => {
    expect(readPayload(null)).toBeNull()
    expect(readPayload({ json: () => JSON.parse('não é json') })).toBeNull()
    expect(readPayload(data({ titulo: 'Oi' }))).toBeNull()
    expect(readPayload(data({ titulo: 'Oi', texto: 'x', url: 'https://outro.example/golpe' }))).toBeNull()
    expect(readPayload(data({ titulo: 'Oi', texto: 'x', url: '//outro.example/golpe' }))).toBeNull()
  })
})

describe('what a notification says', () => {
  it("a message that looks like a scam carries the conversation's warning; an honest one, or another push, does not", () => {
    const url = '/mensagens/a0000000-0000-4000-8000-000000000003/00000000-0000-4000-a000-000000000003'
    expect(pushBody({ url, texto: 'me passa o código que chegou por SMS' })).toBe(
      'me passa o código que chegou por SMS\n⚠ Cuidado: o Campo Solidário nunca pede códigos nem pagamentos fora do pedido. Não saia da conversa.',
    )
    expect(pushBody({ url, texto: 'Ainda está disponível?' })).toBe('Ainda está disponível?')
    expect(pushBody({ url: '/pedidos', texto: 'Pedido com código 12' })).toBe('Pedido com código 12')
  })
})

describe('the screen the person is looking at', () => {
  it('gets no notification about itself; another screen, or the same one in the background, does', () => {
    expect(isLookingAt([window('/mensagens/a/b', true)], target('/mensagens/a/b'))).toBe(true)
    expect(isLookingAt([window('/mensagens/a/b', false)], target('/mensagens/a/b'))).toBe(false)
    expect(isLookingAt([window('/pedidos', true)], target('/mensagens/a/b'))).toBe(false)
  })
})

describe('a tap on the notification', () => {
  it('focuses the window already on that screen', async () => {
    const there = window('/pedidos')
    const other = window('/')
    const open = vi.fn()
    await openTarget([other, there], target('/pedidos'), open)
    expect(there.focus).toHaveBeenCalled()
    expect(other.navigate).not.toHaveBeenCalled()
    expect(open).not.toHaveBeenCalled()
  })

  it('takes a window of the app there, or opens one when the app is closed', async () => {
    const other = window('/')
    await openTarget([other], target('/pedidos'), vi.fn())
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/pedidos`)
    expect(other.focus).toHaveBeenCalled()
    const open = vi.fn(async () => undefined)
    await openTarget([], target('/pedidos'), open)
    expect(open).toHaveBeenCalledWith(`${ORIGIN}/pedidos`)
  })
})
