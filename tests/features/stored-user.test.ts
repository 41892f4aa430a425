import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStoredUser, writeStoredUser } from '@/features/auth/stored-user'

// The specification's local-storage record `user`, restored only when it is whole.
describe('stored user record', () => {
  afterEach(() => vi.restoreAllMocks())

  it('round-trips username, email, role and displayName', () => {
    writeStoredUser({ username: 'maria.souza', email: 'maria@x.test', role: 'user', displayName: 'Maria' })
    expect(readStoredUser()).toEqual({ username: 'maria.souza', email: 'maria@x.test', role: 'user', displayName: 'Maria' })
  })

  it.each([
    ['no username', { email: 'a@b.co' }],
    ['no email', { username: 'maria' }],
    ['not an object', 42],
  ])('is removed when it has %s', (_, value) => {
    localStorage.setItem('user', JSON.stringify(value))
    expect(readStoredUser()).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('logs "Erro ao carregar usuário do localStorage:" and removes it when it does not parse', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('user', '{quebrado')
    expect(readStoredUser()).toBeNull()
    expect(error).toHaveBeenCalledWith('Erro ao carregar usuário do localStorage:', expect.any(SyntaxError))
    expect(localStorage.getItem('user')).toBeNull()
  })
})
