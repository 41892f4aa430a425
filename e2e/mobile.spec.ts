import { expect, test } from './test'

// At a phone's size: the short call to action and the hamburger menu.
test('the hamburger opens the stacked menu and every choice closes it', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Anunciar' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden()
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu).toBeVisible()
  for (const entry of ['Quem Somos', 'S.A.C. Tira Dúvidas', 'Informativos', 'Frete Solidário', 'Contato', 'Entrar na Conta']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible()
  }
  await menu.getByRole('link', { name: 'S.A.C. Tira Dúvidas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'S.A.C. Tira Dúvidas' })).toBeVisible()
  await expect(menu).toBeHidden()

  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.getByRole('button', { name: 'Fechar menu' }).click()
  await expect(menu).toBeHidden()
})

test('signed out, "Anunciar" leads to sign-in', async ({ page }) => {
  await page.goto('/quem-somos')
  await page.getByRole('button', { name: 'Anunciar' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcriar-anuncio$/)
})
