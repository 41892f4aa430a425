import { FunctionsHttpError } from '@supabase/supabase-js'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore, signedOutSession } from '@/lib/server/session'
import { renderApp, signedIn } from '../render'

const supabase = vi.hoisted(() => ({
  invoke: vi.fn(),
  setSession: vi.fn(async () => ({ error: null })),
}))
vi.mock('@/lib/server/load-supabase', () => ({
  loadSupabase: async () => ({ functions: { invoke: supabase.invoke }, auth: { setSession: supabase.setSession } }),
}))

const sessao = { access_token: 'a.b.c', refresh_token: 'r1' }
const recusa = (status: number, error: string) => ({
  data: null,
  error: new FunctionsHttpError(new Response(JSON.stringify({ error }), { status })),
})

beforeEach(() => {
  supabase.invoke.mockReset()
  supabase.setSession.mockClear()
  // As in the app, a kept session reaches the session store (SessionProvider does it there).
  supabase.setSession.mockImplementation(async () => {
    sessionStore.set(signedIn())
    return { error: null }
  })
  sessionStore.set(signedOutSession)
})

describe('/login — Login', () => {
  it('asks for both fields before calling the server', async () => {
    await renderApp('/login')
    await userEvent.click(await screen.findByRole('button', { name: /^Entrar$/ }))
    expect(screen.getByText('Informe seu e-mail, telefone ou nome de usuário')).toBeInTheDocument()
    expect(screen.getByText('Informe sua senha')).toBeInTheDocument()
    expect(supabase.invoke).not.toHaveBeenCalled()
  })

  it('shows the server\'s "Usuário ou senha inválidos" and keeps what was typed', async () => {
    supabase.invoke.mockResolvedValue(recusa(401, 'Usuário ou senha inválidos'))
    await renderApp('/login')
    await userEvent.type(await screen.findByLabelText(/E-mail, telefone ou nome de usuário/), 'maria.souza')
    await userEvent.type(screen.getByLabelText(/^Senha/), 'errada')
    await userEvent.click(screen.getByRole('button', { name: /^Entrar$/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos')
    expect(screen.getByLabelText(/E-mail, telefone ou nome de usuário/)).toHaveValue('maria.souza')
    expect(supabase.invoke).toHaveBeenCalledWith('login', { body: { identificador: 'maria.souza', senha: 'errada' } })
    expect(supabase.setSession).not.toHaveBeenCalled()
  })

  it('any other failure reads "Erro ao fazer login"', async () => {
    supabase.invoke.mockResolvedValue({ data: null, error: new Error('Failed to send a request to the Edge Function') })
    await renderApp('/login')
    await userEvent.type(await screen.findByLabelText(/E-mail, telefone ou nome de usuário/), 'maria.souza')
    await userEvent.type(screen.getByLabelText(/^Senha/), 'produtor123')
    await userEvent.click(screen.getByRole('button', { name: /^Entrar$/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login')
  })

  it('is busy while signing in, then keeps the session and goes where the person was going', async () => {
    let responder: (value: unknown) => void = () => {}
    supabase.invoke.mockReturnValue(new Promise((resolve) => (responder = resolve)))
    const { router } = await renderApp('/login?redirect=%2Finformativos')
    await userEvent.type(await screen.findByLabelText(/E-mail, telefone ou nome de usuário/), 'maria.souza')
    await userEvent.type(screen.getByLabelText(/^Senha/), 'produtor123')
    await userEvent.click(screen.getByRole('button', { name: /^Entrar$/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Entrar$/ })).toBeDisabled())
    responder({ data: sessao, error: null })
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(supabase.setSession).toHaveBeenCalledWith(sessao)
    await waitFor(() => expect(router.state.location.pathname).toBe('/informativos'))
  })

  it('never redirects to another site', async () => {
    supabase.invoke.mockResolvedValue({ data: sessao, error: null })
    const { router } = await renderApp('/login?redirect=%2F%2Fevil.example')
    await userEvent.type(await screen.findByLabelText(/E-mail, telefone ou nome de usuário/), 'maria.souza')
    await userEvent.type(screen.getByLabelText(/^Senha/), 'produtor123')
    await userEvent.click(screen.getByRole('button', { name: /^Entrar$/ }))
    // It goes to the default page instead (whose guard, with this test's fixed signed-out
    // session, sends it back to /login to return there).
    await waitFor(() => expect(router.state.location.href).toBe('/login?redirect=%2Fcriar-anuncio'))
  })
})

describe('/login — Cadastro', () => {
  async function abrirCadastro() {
    await renderApp('/login')
    await userEvent.click(await screen.findByRole('tab', { name: 'Cadastro' }))
  }

  it('validates the fields, with masks for phone and CPF', async () => {
    await abrirCadastro()
    const telefone = screen.getByLabelText(/^Telefone/)
    await userEvent.type(telefone, '27998761234')
    expect(telefone).toHaveValue('(27) 99876-1234')
    const cpf = screen.getByLabelText(/^CPF/)
    await userEvent.type(cpf, '11111111111')
    expect(cpf).toHaveValue('111.111.111-11')
    await userEvent.type(screen.getByLabelText(/^Senha/), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
    expect(screen.getByText('Informe seu nome completo')).toBeInTheDocument()
    expect(screen.getByText('Escolha um nome de usuário')).toBeInTheDocument()
    expect(screen.getByText('CPF inválido')).toBeInTheDocument()
    expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()
    expect(supabase.invoke).not.toHaveBeenCalled()
  })

  async function preencher() {
    await userEvent.type(screen.getByLabelText(/^Nome completo/), 'Rosa Lima')
    await userEvent.type(screen.getByLabelText(/^Nome de usuário/), 'rosa.lima')
    await userEvent.type(screen.getByLabelText(/^Telefone/), '27998760001')
    await userEvent.type(screen.getByLabelText(/^CPF/), '52998224725')
    await userEvent.type(screen.getByLabelText(/^Senha/), 'horta-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
  }

  it('says which field is already in use', async () => {
    supabase.invoke.mockResolvedValue(recusa(409, 'Este nome de usuário já está em uso'))
    await abrirCadastro()
    await preencher()
    expect(await screen.findByRole('alert')).toHaveTextContent('Este nome de usuário já está em uso')
    expect(supabase.invoke).toHaveBeenCalledWith('cadastro', {
      body: {
        nome: 'Rosa Lima',
        username: 'rosa.lima',
        email: '',
        telefone: '27998760001',
        cpf: '52998224725',
        senha: 'horta-2026',
      },
    })
  })

  it('a server failure reads "Erro ao criar conta. Tente novamente."', async () => {
    supabase.invoke.mockResolvedValue(recusa(500, 'Erro interno'))
    await abrirCadastro()
    await preencher()
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao criar conta. Tente novamente.')
  })

  it('signs up, keeps the session and goes to /criar-anuncio', async () => {
    supabase.invoke.mockResolvedValue({ data: sessao, error: null })
    await abrirCadastro()
    await preencher()
    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument()
    expect(supabase.setSession).toHaveBeenCalledWith(sessao)
  })
})
