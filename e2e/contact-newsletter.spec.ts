import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { serverRows } from './helpers'

// The two forms of the frame store what people send through the (local) backend.

test('the contact form validates, then stores the message', async ({ page, request }) => {
  await page.goto('/contato')
  await page.getByRole('button', { name: 'Enviar Mensagem' }).click()
  await expect(page.getByText('Informe seu nome')).toBeVisible()
  await expect(page.getByText('Escreva sua mensagem')).toBeVisible()

  const marca = `e2e-${Date.now()}`
  await page.getByLabel('Nome').fill('Ana Lima')
  await page.getByLabel('E-mail').fill('ana@campo-solidario.test')
  await page.getByLabel('Mensagem').fill(`Quero participar do frete solidário (${marca})`)
  await page.getByRole('button', { name: 'Enviar Mensagem' }).click()
  await expect(page.getByText('Mensagem enviada com sucesso!')).toBeVisible()
  const saved = await serverRows(request, E2E.apiUrl, `mensagens_contato?mensagem=like.*${marca}*&select=nome,email,telefone`)
  expect(saved).toEqual([{ nome: 'Ana Lima', email: 'ana@campo-solidario.test', telefone: null }])
})

test('the newsletter subscribes once and says when the e-mail is already in', async ({ page, request }) => {
  const email = `leitor.${Date.now()}@campo-solidario.test`
  await page.goto('/informativos')
  const box = page.getByRole('region', { name: 'Receba nossas novidades' })
  await box.getByRole('textbox').fill('sem-arroba')
  await box.getByRole('button', { name: 'Inscrever-se na newsletter' }).click()
  await expect(box.getByText('Por favor, insira um email válido')).toBeVisible()

  await box.getByRole('textbox').fill(email)
  await box.getByRole('button', { name: 'Inscrever-se na newsletter' }).click()
  await expect(box.getByText('Inscrição realizada com sucesso!')).toBeVisible()
  await expect(box.getByRole('textbox')).toHaveValue('')

  await box.getByRole('textbox').fill(email.toUpperCase())
  await box.getByRole('button', { name: 'Inscrever-se na newsletter' }).click()
  await expect(box.getByText('Este email já está inscrito!')).toBeVisible()
  expect(await serverRows(request, E2E.apiUrl, `newsletter_inscricoes?email=ilike.${email}&select=email`)).toEqual([{ email }])
})
