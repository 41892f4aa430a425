import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, signedIn } from '../render'

const invoke = vi.hoisted(() => vi.fn())
vi.mock('@/lib/server/load-supabase', () => ({ loadSupabase: async () => ({ functions: { invoke } }) }))

const USUARIOS = [
  {
    id: 'a1',
    username: 'admin',
    display_name: 'Equipe',
    email: 'admin@x.test',
    telefone: null,
    endereco: null,
    cidade: 'Vitória',
    uf: 'ES',
    cep: null,
    role: 'admin',
    status: 'ativo',
    created_at: '2026-01-05T12:00:00Z',
  },
  {
    id: 'u2',
    username: 'maria.souza',
    display_name: 'Maria Souza',
    email: 'maria@x.test',
    telefone: '27998761234',
    endereco: null,
    cidade: 'Serra',
    uf: 'ES',
    cep: null,
    role: 'user',
    status: 'ativo',
    created_at: '2026-02-10T12:00:00Z',
  },
  {
    id: 'u3',
    username: 'joao',
    display_name: null,
    email: 'joao@x.test',
    telefone: null,
    endereco: null,
    cidade: null,
    uf: null,
    cep: null,
    role: 'user',
    status: 'inativo',
    created_at: '2026-03-01T12:00:00Z',
  },
]
const admin = signedIn({ id: 'a1', username: 'admin', role: 'admin' })

beforeEach(() => {
  invoke.mockReset()
  invoke.mockImplementation(async (_: string, { body }: { body: { acao: string; id?: string; status?: string } }) => {
    if (body.acao === 'listar') return { data: { usuarios: USUARIOS }, error: null }
    if (body.acao === 'status')
      return { data: { usuario: { ...USUARIOS.find((u) => u.id === body.id), status: body.status } }, error: null }
    if (body.acao === 'excluir') return { data: { excluido: body.id }, error: null }
    return { data: null, error: new Error('unexpected') }
  })
})

describe('/gerenciar-usuarios guard', () => {
  it.each([
    ['signed out', undefined],
    ['a producer', signedIn()],
  ])('is a not-found page for %s, and asks the server nothing', async (_, session) => {
    await renderApp('/gerenciar-usuarios', session)
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(invoke).not.toHaveBeenCalled()
  })
})

describe('/gerenciar-usuarios on a slow connection', () => {
  it('an admin whose profile is still on its way sees the loading state, then the page — never "not found"', async () => {
    // Signed in, but the role is still the stored one ("user") until the profile arrives.
    const { store } = await renderApp('/gerenciar-usuarios', { ...signedIn(), roleChecked: false }, { wait: false })
    // The router shows its loading state once the guard has waited a second: then, not "not found".
    expect(await screen.findByText('Carregando...', {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).toBeNull()
    store.set(admin)
    expect(await screen.findByText('Total: 3 usuários')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).toBeNull()
  })

  it('a producer whose profile arrives is still refused', async () => {
    const { store } = await renderApp('/gerenciar-usuarios', { ...signedIn(), roleChecked: false }, { wait: false })
    store.set(signedIn())
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(invoke).not.toHaveBeenCalled()
  })
})

describe('/gerenciar-usuarios for an admin', () => {
  it('lists users: total, columns, "-" for empty cells, "city, state", status badges', async () => {
    await renderApp('/gerenciar-usuarios', admin)
    expect(await screen.findByText('Total: 3 usuários')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Lista de Usuários (3)' })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Username',
      'Nome',
      'Email',
      'Telefone',
      'Cidade',
      'Status',
      'Criado em',
      'Ações',
    ])
    const joao = screen.getByRole('row', { name: /joao@x.test/ })
    expect(
      within(joao)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['joao', '-', 'joao@x.test', '-', '-', 'inativo', '01/03/2026', ''])
    const maria = screen.getByRole('row', { name: /maria.souza/ })
    expect(within(maria).getByText('Serra, ES')).toBeInTheDocument()
    expect(within(maria).getByText('(27) 99876-1234')).toBeInTheDocument()
  })

  it('searches username, e-mail or name, case-insensitively', async () => {
    await renderApp('/gerenciar-usuarios', admin)
    const busca = await screen.findByPlaceholderText('Buscar por username, email ou nome...')
    await userEvent.type(busca, 'SOUZA')
    expect(screen.getByRole('heading', { name: 'Lista de Usuários (1)' })).toBeInTheDocument()
    await userEvent.clear(busca)
    await userEvent.type(busca, 'ninguém')
    expect(screen.getByText('Nenhum usuário encontrado com essa busca.')).toBeInTheDocument()
  })

  it('?search= fills the search box (the moderation queue links an ad owner this way)', async () => {
    await renderApp('/gerenciar-usuarios?search=maria.souza', admin)
    expect(await screen.findByPlaceholderText('Buscar por username, email ou nome...')).toHaveValue('maria.souza')
    expect(await screen.findByRole('heading', { name: 'Lista de Usuários (1)' })).toBeInTheDocument()
  })

  it('deactivates and activates, with the specification messages; never offers it on oneself', async () => {
    await renderApp('/gerenciar-usuarios', admin)
    await screen.findByText('Total: 3 usuários')
    expect(screen.queryByRole('button', { name: 'Desativar admin' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Desativar maria.souza' }))
    expect(await screen.findByText('Usuário desativado com sucesso!')).toBeInTheDocument()
    expect(invoke).toHaveBeenCalledWith('admin-usuarios', { body: { acao: 'status', id: 'u2', status: 'inativo' } })
    await userEvent.click(screen.getByRole('button', { name: 'Ativar joao' }))
    expect(await screen.findByText('Usuário ativado com sucesso!')).toBeInTheDocument()
  })

  it('deletes after "Tem certeza que deseja excluir este usuário?"', async () => {
    await renderApp('/gerenciar-usuarios', admin)
    await screen.findByText('Total: 3 usuários')
    await userEvent.click(screen.getByRole('button', { name: 'Excluir joao' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Tem certeza que deseja excluir este usuário?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    await waitFor(() => expect(screen.queryByRole('row', { name: /joao@x.test/ })).toBeNull())
    expect(screen.getByText('Total: 2 usuários')).toBeInTheDocument()
  })

  it('the new-user form needs username, e-mail and a password', async () => {
    await renderApp('/gerenciar-usuarios', admin)
    await userEvent.click(await screen.findByRole('button', { name: 'Novo Usuário' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Usuário' })
    const criar = within(dialog).getByRole('button', { name: 'Criar Usuário' })
    expect(criar).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'novo.produtor')
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'novo@x.test')
    expect(criar).toBeEnabled()
    await userEvent.click(criar)
    expect(within(dialog).getByText('Senha é obrigatória para novos usuários')).toBeInTheDocument()
    expect(invoke).not.toHaveBeenCalledWith(
      'admin-usuarios',
      expect.objectContaining({ body: expect.objectContaining({ acao: 'criar' }) }),
    )
  })

  it('editing leaves the password empty to keep it, shows "Salvando..." and the server\'s message', async () => {
    let responder: (v: unknown) => void = () => {}
    invoke.mockImplementation(async (_: string, { body }: { body: { acao: string } }) =>
      body.acao === 'listar' ? { data: { usuarios: USUARIOS }, error: null } : new Promise((r) => (responder = r)),
    )
    await renderApp('/gerenciar-usuarios', admin)
    await userEvent.click(await screen.findByRole('button', { name: 'Editar maria.souza' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' })
    expect(within(dialog).getByLabelText(/^Senha/)).toHaveAttribute('placeholder', 'Deixe vazio para manter atual')
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('maria.souza')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }))
    expect(await within(dialog).findByRole('button', { name: 'Salvando...' })).toBeDisabled()
    const body = invoke.mock.calls.at(-1)![1].body
    expect(body).toMatchObject({ acao: 'editar', id: 'u2', username: 'maria.souza', telefone: '27998761234' })
    expect(body).not.toHaveProperty('password')
    const { FunctionsHttpError } = await import('@supabase/supabase-js')
    responder({
      data: null,
      error: new FunctionsHttpError(
        new Response(JSON.stringify({ error: 'Este nome de usuário já está em uso' }), { status: 409 }),
      ),
    })
    expect(await within(dialog).findByText('Este nome de usuário já está em uso')).toBeInTheDocument()
  })

  it('says "Erro ao carregar usuários" when the list cannot be loaded', async () => {
    invoke.mockResolvedValue({ data: null, error: new Error('offline') })
    await renderApp('/gerenciar-usuarios', admin)
    expect(await screen.findByText('Erro ao carregar usuários')).toBeInTheDocument()
    expect(screen.getByText('Nenhum usuário cadastrado.')).toBeInTheDocument()
  })
})
