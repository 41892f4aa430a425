import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp, signedIn } from '../render'

// The header in each state. jsdom has no CSS, so both the desktop bar and the (collapsed) mobile
// menu are in the DOM; queries name which one they mean.

function desktopNav() {
  return screen.getByRole('navigation', { name: 'Navegação principal' })
}

describe('Header', () => {
  it('signed out: Entrar, the menu entries, the call to action, no greeting', async () => {
    await renderApp('/quem-somos')
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    expect(screen.queryByText(/^Olá,/)).toBeNull()
    expect(within(desktopNav()).getByRole('link', { name: 'Frete Solidário' })).toHaveAttribute('href', '/frete-solidario')
    expect(within(desktopNav()).getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/contato')
    expect(screen.getByRole('button', { name: 'Faça Seu Anúncio! +' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Campo Solidário — página inicial/ })).toHaveAttribute('href', '/')
  })

  it('the Menu dropdown lists Quem Somos, S.A.C. Tira Dúvidas and Informativos', async () => {
    await renderApp('/')
    const button = within(desktopNav()).getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(menu).toBeVisible()
    expect(
      within(menu)
        .getAllByRole('link')
        .map((i) => i.textContent),
    ).toEqual(['Quem Somos', 'S.A.C. Tira Dúvidas', 'Informativos'])
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('signed out: the call to action sends to /login, coming back to the ad form', async () => {
    const { router } = await renderApp('/')
    await userEvent.click(screen.getByRole('button', { name: 'Faça Seu Anúncio! +' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/criar-anuncio' })
  })

  it("signed in: greets by display name in a menu of one's account; Sair beside it; no Admin", async () => {
    await renderApp('/', signedIn())
    const account = await screen.findByRole('button', { name: /^Olá, Maria Souza/ })
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull()
    expect(account).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(account)
    expect(account).toHaveAttribute('aria-expanded', 'true')
    const list = document.getElementById(account.getAttribute('aria-controls')!)!
    expect(within(list).getByRole('link', { name: 'Meus Anúncios' })).toHaveAttribute('href', '/meus-anuncios')
    expect(within(list).getByRole('link', { name: 'Mensagens' })).toHaveAttribute('href', '/mensagens')
    expect(within(list).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/configuracoes')
    expect(within(list).queryByRole('button', { name: 'Sair' })).toBeNull()
    const bar = screen.getByRole('banner')
    expect(within(bar).getByRole('button', { name: 'Sair' })).toBeVisible()
    expect(within(bar).queryByRole('link', { name: 'Admin' })).toBeNull()
    expect(within(list).queryByRole('link', { name: 'Gerenciar Usuários' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(account).toHaveAttribute('aria-expanded', 'false')
    expect(account).toHaveFocus()
  })

  it('greets by username when there is no display name', async () => {
    await renderApp('/', signedIn({ displayName: null }))
    expect(screen.getAllByText('Olá, maria.souza').length).toBeGreaterThan(0)
  })

  it('signed in: the call to action goes to the ad form', async () => {
    const { router } = await renderApp('/', signedIn())
    await userEvent.click(screen.getByRole('button', { name: 'Faça Seu Anúncio! +' }))
    expect(router.state.location.pathname).toBe('/criar-anuncio')
  })

  it('admin: an Admin button to /gerenciar-usuarios in the bar, Gerenciar Denúncias in the menu; both in the mobile menu', async () => {
    const { router } = await renderApp('/', signedIn({ role: 'admin' }))
    await userEvent.click(await screen.findByRole('button', { name: /^Olá, Maria Souza/ }))
    const account = document.getElementById('menu-conta')!
    expect(within(account).getByRole('link', { name: 'Gerenciar Denúncias' })).toHaveAttribute('href', '/gerenciar-denuncias')
    expect(within(account).getByRole('link', { name: 'Meus alertas' })).toHaveAttribute('href', '/alertas')
    const admin = within(screen.getByRole('banner')).getByRole('link', { name: 'Admin' })
    expect(admin).toHaveAttribute('href', '/gerenciar-usuarios')
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }))
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Gerenciar Usuários' })).toHaveAttribute('href', '/gerenciar-usuarios')
    expect(within(menu).getByRole('link', { name: 'Gerenciar Denúncias' })).toHaveAttribute('href', '/gerenciar-denuncias')
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeVisible()
    expect(within(menu).queryByRole('link', { name: 'Entrar na Conta' })).toBeNull()
    await userEvent.click(within(menu).getByRole('link', { name: 'Gerenciar Usuários' }))
    expect(router.state.location.pathname).toBe('/gerenciar-usuarios')
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  })

  it('Sair ends the session and returns to /', async () => {
    const signOut = vi.fn(async () => true)
    const { router } = await renderApp('/contato', signedIn({}, signOut))
    // One tap, in the bar (the specification's "Sair" button).
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sair' }))
    expect(signOut).toHaveBeenCalledOnce()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('mobile menu', () => {
  it('the hamburger opens and closes the stacked menu; every choice closes it', async () => {
    const { router } = await renderApp('/')
    const burger = screen.getByRole('button', { name: 'Abrir menu' })
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(burger)
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Quem Somos', 'S.A.C. Tira Dúvidas', 'Informativos', 'Frete Solidário', 'Contato', 'Entrar na Conta'])
    await userEvent.click(within(menu).getByRole('link', { name: 'Quem Somos' }))
    expect(router.state.location.pathname).toBe('/quem-somos')
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('the hamburger toggles closed again', async () => {
    await renderApp('/')
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }))
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('the short call to action reads "Anunciar"', async () => {
    await renderApp('/')
    expect(screen.getByRole('button', { name: 'Anunciar' })).toBeInTheDocument()
  })
})
