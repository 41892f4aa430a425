import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sessaoDoLink } from '@/features/auth/recovery'
import { contatoDe, novaSenhaSchema, recuperarSenhaSchema } from '@/features/auth/schemas'

// "Esqueci minha senha": what the person types becomes an e-mail or a phone in E.164; the link's
// fragment becomes a recovery session or the reason it cannot be one; the new password is typed twice.

describe('the account to recover', () => {
  it('an e-mail, or a Brazilian phone written any way, with or without the country code', () => {
    expect(contatoDe(' Maria@Campo-Solidario.test ')).toEqual({ tipo: 'email', email: 'maria@campo-solidario.test' })
    expect(contatoDe('(27) 99876-1234')).toEqual({ tipo: 'telefone', telefone: '5527998761234' })
    expect(contatoDe('+55 27 99876-1234')).toEqual({ tipo: 'telefone', telefone: '5527998761234' })
    expect(contatoDe('2732004500')).toEqual({ tipo: 'telefone', telefone: '552732004500' })
  })

  it('refuses what is neither, in pt-BR', () => {
    const issue = (contato: string) => v.safeParse(recuperarSenhaSchema, { contato, canal: 'sms' }).issues?.[0].message
    expect(issue('')).toBe('Informe o e-mail ou o telefone da sua conta')
    expect(issue('maria@')).toBe('Informe um e-mail válido ou um telefone com DDD')
    expect(issue('99876')).toBe('Informe um e-mail válido ou um telefone com DDD')
    expect(issue('(27) 99876-1234')).toBeUndefined()
  })
})

describe("the link's fragment", () => {
  it('a recovery session, an error, or nothing', () => {
    expect(sessaoDoLink('#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery')).toEqual({
      access_token: 'a',
      refresh_token: 'r',
    })
    expect(
      sessaoDoLink('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
    ).toEqual({
      erro: 'otp_expired',
    })
    // A sign-in link of another kind is not a way to change the password.
    expect(sessaoDoLink('#access_token=a&refresh_token=r&type=magiclink')).toBeNull()
    expect(sessaoDoLink('')).toBeNull()
  })
})

describe('the new password', () => {
  it('typed twice, with the sign-up rules', () => {
    const issue = (senha: string, confirmacao: string) => v.safeParse(novaSenhaSchema, { senha, confirmacao }).issues?.[0].message
    expect(issue('abc', 'abc')).toBe('A senha deve ter pelo menos 6 caracteres')
    expect(issue('senha-nova', 'senha-outra')).toBe('As senhas não conferem')
    expect(issue('senha-nova', 'senha-nova')).toBeUndefined()
  })
})
