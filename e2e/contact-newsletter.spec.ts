import { expect, test } from '@playwright/test'
import { E2E } from '../playwright.config'

// The two forms of the frame store what people send through the (local) backend.
const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

async function rows(table: string, filter: string) {
  const res = await fetch(`${E2E.apiUrl}/rest/v1/${table}?${filter}`, { headers: { apikey: SERVICE_KEY } })
  return (await res.json()) as Record<string, unknown>[]
}

test('the contact form validates, then stores the message', async ({ page }) => {
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
  const saved = await rows('mensagens_contato', `mensagem=like.*${marca}*&select=nome,email,telefone`)
  expect(saved).toEqual([{ nome: 'Ana Lima', email: 'ana@campo-solidario.test', telefone: null }])
})

test('the newsletter subscribes once and says when the e-mail is already in', async ({ page }) => {
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
  expect(await rows('newsletter_inscricoes', `email=ilike.${email}&select=email`)).toEqual([{ email }])
})
