import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from '@/offline/store/offline-db'
import { renderApp, signedIn } from '../render'

const sb = vi.hoisted(() => {
  const perfil = {
    id: 'u1',
    username: 'maria.souza',
    email: 'maria@x.test',
    display_name: 'Maria Souza',
    nome_proprio: null,
    apelido: null,
    telefone: '27998761234',
    whatsapp: true,
    descricao: null,
    endereco: null,
    receber_emails: true,
    avatar_path: null,
    links_sociais: {},
  }
  return {
    perfil,
    update: vi.fn(),
    signInWithPassword: vi.fn(),
    updateUser: vi.fn(),
    invoke: vi.fn(),
  }
})
vi.mock('@/lib/server/load-supabase', () => ({
  loadSupabase: async () => ({
    auth: {
      getSession: async () => ({ data: { session: { user: { id: 'u1', email: 'maria@x.test' } } } }),
      signInWithPassword: sb.signInWithPassword,
      updateUser: sb.updateUser,
    },
    functions: { invoke: sb.invoke },
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: sb.perfil, error: null }) }) }),
      update: (campos: unknown) => ({ eq: () => ({ select: () => sb.update(campos) }) }),
    }),
  }),
}))

const maria = signedIn({ id: 'u1' })
const pending = () => {
  let resolve: (v: unknown) => void = () => {}
  const promise = new Promise((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  for (const fn of [sb.update, sb.signInWithPassword, sb.updateUser, sb.invoke]) fn.mockReset()
})

async function abrir(opcao: string) {
  await renderApp('/configuracoes', maria)
  await userEvent.click(await screen.findByRole('button', { name: opcao }))
  return screen.findByRole('dialog', { name: opcao })
}

describe('/configuracoes', () => {
  it('lists the options and links the public profile', async () => {
    await renderApp('/configuracoes', maria)
    const nav = await screen.findByRole('navigation', { name: 'Opções da conta' })
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alterar detalhes', 'Imagem do perfil', 'Links sociais', 'Alterar Senha', 'Alterar e-mail', 'Excluir conta'])
    expect(screen.getByRole('link', { name: 'Ver meu perfil público' })).toHaveAttribute('href', '/vendedor/maria.souza')
  })

  it('redirects a signed-out visitor to /login', async () => {
    const { router } = await renderApp('/configuracoes')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/configuracoes' })
  })

  it('Alterar detalhes: defaults, validation, "Salvando..." and the success message', async () => {
    const dialog = await abrir('Alterar detalhes')
    expect(within(dialog).getByLabelText('Este número tem WhatsApp')).toBeChecked()
    expect(within(dialog).getByLabelText('Quero receber e-mails com novidades e promoções')).toBeChecked()
    const telefone = within(dialog).getByLabelText('Número de telefone')
    await userEvent.clear(telefone)
    await userEvent.type(telefone, '279')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }))
    expect(within(dialog).getByText('Telefone deve ter DDD e 8 ou 9 dígitos')).toBeInTheDocument()
    await userEvent.type(telefone, '98761234')
    const resposta = pending()
    sb.update.mockReturnValue(resposta.promise)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }))
    expect(await within(dialog).findByRole('button', { name: 'Salvando...' })).toBeDisabled()
    expect(sb.update).toHaveBeenCalledWith(
      expect.objectContaining({ telefone: '27998761234', whatsapp: true, display_name: 'Maria Souza', apelido: null }),
    )
    resposta.resolve({ data: [{ id: 'u1' }], error: null })
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Alterar detalhes: a refusal reads "Erro ao atualizar dados" and the dialog stays open', async () => {
    sb.update.mockResolvedValue({ data: [], error: null })
    const dialog = await abrir('Alterar detalhes')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }))
    expect(await within(dialog).findByText('Erro ao atualizar dados')).toBeInTheDocument()
  })

  it('Imagem do perfil: save stays disabled until a file is chosen', async () => {
    const dialog = await abrir('Imagem do perfil')
    const save = within(dialog).getByRole('button', { name: 'Salvar imagem' })
    expect(save).toBeDisabled()
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'eu.jpg', { type: 'image/jpeg' })
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, picture)
    expect(await within(dialog).findByText('eu.jpg')).toBeInTheDocument()
    expect(save).toBeEnabled()
  })

  it('Links sociais: each URL must be complete', async () => {
    const dialog = await abrir('Links sociais')
    await userEvent.type(within(dialog).getByLabelText('Facebook'), 'facebook.com/maria')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar links' }))
    expect(within(dialog).getByText('Informe o endereço completo, começando com https://')).toBeInTheDocument()
    expect(sb.update).not.toHaveBeenCalled()
  })

  it('Alterar Senha: disabled while a field is empty, "Senha atual incorreta", "Alterando..."', async () => {
    const dialog = await abrir('Alterar Senha')
    const botao = within(dialog).getByRole('button', { name: 'Alterar Senha' })
    expect(botao).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Senha antiga'), 'errada')
    expect(botao).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText(/^Nova senha/), 'nova-senha-1')
    sb.signInWithPassword.mockResolvedValue({
      data: {},
      error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    })
    await userEvent.click(botao)
    expect(await within(dialog).findByText('Senha atual incorreta')).toBeInTheDocument()
    expect(sb.updateUser).not.toHaveBeenCalled()

    const resposta = pending()
    sb.signInWithPassword.mockResolvedValue({ data: {}, error: null })
    sb.updateUser.mockReturnValue(resposta.promise)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar Senha' }))
    expect(await within(dialog).findByRole('button', { name: 'Alterando...' })).toBeDisabled()
    resposta.resolve({ data: {}, error: null })
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument()
  })

  it('Alterar e-mail: current e-mail read-only, disabled while empty, "Este e-mail já está cadastrado"', async () => {
    const dialog = await abrir('Alterar e-mail')
    expect(within(dialog).getByLabelText('E-mail atual')).toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('E-mail atual')).toHaveValue('maria@x.test')
    expect(within(dialog).getByRole('button', { name: 'Alterar e-mail' })).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Novo e-mail'), 'joao@x.test')
    sb.updateUser.mockResolvedValue({ data: {}, error: { code: 'email_exists' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar e-mail' }))
    expect(await within(dialog).findByText('Este e-mail já está cadastrado')).toBeInTheDocument()
  })

  it('Excluir conta: only after typing EXCLUIR', async () => {
    const dialog = await abrir('Excluir conta')
    const botao = within(dialog).getByRole('button', { name: 'Excluir minha conta' })
    expect(botao).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR'), 'excluir')
    expect(botao).toBeDisabled()
    sb.invoke.mockResolvedValue({ data: null, error: new Error('offline') })
    await userEvent.clear(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR'))
    await userEvent.type(within(dialog).getByLabelText('Para confirmar, digite EXCLUIR'), 'EXCLUIR')
    await userEvent.click(botao)
    expect(await within(dialog).findByText('Erro ao excluir a conta. Tente novamente.')).toBeInTheDocument()
    expect(sb.invoke).toHaveBeenCalledWith('excluir-conta', { body: { confirmacao: 'EXCLUIR' } })
  })

  it('"Economia de dados" turns on and off for the whole phone, the footer\'s switch with it', async () => {
    await renderApp('/configuracoes', maria)
    const section = await screen.findByRole('region', { name: 'Economia de dados' })
    const here = within(section).getByRole('switch', { name: 'Economia de dados' })
    const footer = within(screen.getByRole('contentinfo')).getByRole('switch', { name: 'Economia de dados' })
    expect(here).not.toBeChecked()
    await userEvent.click(here)
    expect(here).toBeChecked()
    expect(footer).toBeChecked()
    expect(localStorage.getItem('campo.economia-de-dados')).toBe('1')
    await userEvent.click(footer)
    expect(here).not.toBeChecked()
    expect(localStorage.getItem('campo.economia-de-dados')).toBe('0')
    localStorage.removeItem('campo.economia-de-dados')
  })
})

describe('/configuracoes: negotiating safely', () => {
  beforeEach(async () => {
    await Promise.all([offlineDb.respostasRapidas.clear(), offlineDb.bloqueios.clear(), offlineDb.outbox.clear()])
  })

  it('"Respostas rápidas": one added is queued and listed; at 5 the form gives way to the limit', async () => {
    for (let n = 1; n <= 3; n++) {
      await offlineDb.respostasRapidas.put({
        id: `r${n}`,
        user_id: 'u1',
        texto: `Resposta ${n}`,
        created_at: `2026-11-0${n}T00:00:00Z`,
      })
    }
    await renderApp('/configuracoes', maria)
    const section = await screen.findByRole('region', { name: 'Respostas rápidas' })
    const field = within(section).getByRole('textbox', { name: 'Nova resposta rápida' })
    await userEvent.click(within(section).getByRole('button', { name: 'Adicionar' }))
    expect(await within(section).findByText('Escreva a resposta.')).toBeInTheDocument()
    await userEvent.type(field, '  Entrego na feira de sábado ')
    await userEvent.click(within(section).getByRole('button', { name: 'Adicionar' }))
    expect(await within(section).findByText('Entrego na feira de sábado')).toBeInTheDocument()
    await userEvent.type(field, 'Aceito Pix')
    await userEvent.click(within(section).getByRole('button', { name: 'Adicionar' }))
    expect(await within(section).findByText('Você já tem 5 respostas rápidas. Exclua uma para criar outra.')).toBeInTheDocument()
    expect(within(section).queryByRole('textbox', { name: 'Nova resposta rápida' })).not.toBeInTheDocument()
    expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, (i.payload as { texto: string }).texto])).toEqual([
      ['criarRespostaRapida', 'Entrego na feira de sábado'],
      ['criarRespostaRapida', 'Aceito Pix'],
    ])
    await userEvent.click(within(section).getByRole('button', { name: 'Excluir a resposta "Resposta 1"' }))
    expect(await within(section).findByRole('textbox', { name: 'Nova resposta rápida' })).toBeInTheDocument()
  })

  it('"Pessoas bloqueadas": each with "Desbloquear", queued; none says how to block', async () => {
    await offlineDb.bloqueios.put({
      user_id: 'u1',
      bloqueado_id: 'j1',
      bloqueado_nome: 'João Pereira',
      created_at: '2026-11-01T00:00:00Z',
    })
    await renderApp('/configuracoes', maria)
    const section = await screen.findByRole('region', { name: 'Pessoas bloqueadas' })
    await userEvent.click(await within(section).findByRole('button', { name: 'Desbloquear João Pereira' }))
    expect(await within(section).findByText(/Ninguém bloqueado/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await offlineDb.outbox.toArray()).map((i) => [i.kind, i.payload])).toEqual([
        ['desbloquearPessoa', { bloqueado_id: 'j1' }],
      ]),
    )
  })
})
