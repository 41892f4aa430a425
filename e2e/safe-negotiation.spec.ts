import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { signIn } from './helpers'

// "Negociar com segurança" (issue 78), the conversation's part: a received message that asks for an
// SMS code and holds a link shows the warning, and its link opens only once confirmed; the tips
// show in a first conversation; a ready sentence goes by one tap.

const CESTO = 'a0000000-0000-4000-8000-000000000012' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'
const WARNING = 'Cuidado: o Campo Solidário nunca pede códigos nem pagamentos fora do pedido. Não saia da conversa.'

test('a message asking for an SMS code warns its reader, and its link opens only once confirmed; quick replies go by one tap', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const conversation = `/mensagens/${CESTO}/${JOAO_ID}`
  await signIn(page, 'joao.pereira', 'produtor123', conversation)
  const tips = page.getByRole('region', { name: 'Dicas para negociar com segurança' })
  await expect(tips.getByText('Nunca passe a ninguém um código que chegou por SMS.')).toBeVisible()
  await tips.getByRole('button', { name: 'Entendi' }).click()
  await expect(tips).toBeHidden()
  await expect(page.getByRole('button', { name: 'Dicas para negociar com segurança' })).toBeVisible()

  // The buyer's first question by one tap; then the scam.
  const log = page.getByRole('log', { name: 'Mensagens da conversa' })
  await page.getByRole('group', { name: 'Respostas rápidas' }).getByRole('button', { name: 'Ainda está disponível?' }).click()
  await expect(log.getByRole('article').filter({ hasText: 'Ainda está disponível?' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Respostas rápidas' })).toBeHidden()
  const scam = 'Me passa o código que chegou por SMS e paga a taxa em pix-seguro.top/pagar'
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(scam)
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(log.getByRole('article').filter({ hasText: scam }).getByText('Aguardando envio')).toBeHidden()
  // Who wrote it sees no warning on their own message.
  await expect(log.getByText(WARNING)).toHaveCount(0)

  const maria = await (await browser.newContext({ baseURL: E2E.appUrl })).newPage()
  await signIn(maria, 'maria.souza', 'produtor123', conversation)
  const received = maria.getByRole('log', { name: 'Mensagens da conversa' }).getByRole('article')
  const message = received.filter({ hasText: scam })
  await expect(message.getByRole('note')).toHaveText(WARNING)
  await expect(received.filter({ hasText: 'Ainda está disponível?' }).getByRole('note')).toHaveCount(0)
  // The link is text; "Abrir link externo" says where it leads before it opens anything.
  await expect(message.getByRole('link')).toHaveCount(0)
  const opened: string[] = []
  maria.context().on('page', (p) => opened.push(p.url()))
  await message.getByRole('button', { name: 'Abrir link externo' }).click()
  const confirm = message.getByRole('group', { name: 'Abrir link externo' })
  await expect(confirm).toContainText('Este link leva para fora do Campo Solidário: pix-seguro.top/pagar')
  const link = confirm.getByRole('link', { name: 'Abrir mesmo assim' })
  await expect(link).toHaveAttribute('href', 'https://pix-seguro.top/pagar')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await expect(confirm).toBeHidden()
  expect(opened).toEqual([])

  // The seller answers by one tap.
  await maria.getByRole('group', { name: 'Respostas rápidas' }).getByRole('button', { name: 'Sim, ainda tenho' }).click()
  await expect(log.getByRole('article').filter({ hasText: 'Sim, ainda tenho' })).toBeVisible({ timeout: 20_000 })
  await maria.context().close()
})
