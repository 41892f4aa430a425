import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { accessToken, ANON_KEY, expectNoSeriousA11yViolations, serverRows, signIn, waitForServiceWorker } from './helpers'

// Search alerts ("Criar alerta", issue 54): João keeps a search that has no results, Maria
// publishes an ad that matches it and one that does not, and João's inbox shows the match (the
// database's job runs every 10 s) and never the other; the notification opens the ad, and says
// "Anúncio indisponível" once the ad is paused. Deleting the alert stops it; an alert made with no
// signal says it waits, and reaches the server once.

const JOAO_ID = '00000000-0000-4000-a000-000000000003'
const TERMO = 'pitangueira'

/** Maria publishes an ad through the API, as her app does (her own session, her rules). */
async function mariaPublishes(request: APIRequestContext, token: string, titulo: string) {
  const id = randomUUID()
  const res = await request.post(`${E2E.apiUrl}/rest/v1/anuncios`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { id, titulo, categoria: 'agricultura', preco: 25, cidade: 'Vitória', uf: 'ES', contato: '27998761234' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return id
}

const joaoAlerts = (request: APIRequestContext) =>
  serverRows(request, E2E.apiUrl, `alertas_busca?user_id=eq.${JOAO_ID}&select=id,termo,pausado`)

test('an alert for a search with no results hears of the matching ad only; deleting it stops it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  // A visitor is asked to sign in, and comes back to the same search.
  await page.goto(`/frete-solidario?search=${TERMO}`)
  await expect(page.getByText('Nenhum anúncio encontrado')).toBeVisible()
  await page.getByRole('button', { name: 'Criar alerta' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill('joao.pereira')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('produtor123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/frete-solidario\\?search=${TERMO}$`))
  await page.getByRole('button', { name: 'Criar alerta' }).click()
  await expect(page.getByText(/^Alerta criado\./)).toBeVisible()
  await expect.poll(async () => (await joaoAlerts(request)).map((a) => a.termo)).toContain(TERMO)
  // The same search again is the same alert.
  await page.getByRole('button', { name: 'Criar alerta' }).click()
  await expect(page.getByText('Você já tem um alerta para esta busca. Veja em Meus alertas.')).toBeVisible()
  expect((await joaoAlerts(request)).filter((a) => a.termo === TERMO)).toHaveLength(1)

  const maria = await browser.newPage()
  await signIn(maria, 'maria.souza', 'produtor123', '/quem-somos')
  await expect(maria.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible()
  const token = await accessToken(maria)
  // The other ad first: the job takes them in order, so once the match is in, the other was seen.
  await mariaPublishes(request, token, 'Mudas de jabuticabeira')
  const match = await mariaPublishes(request, token, 'Mudas de Pitangueira enxertada')

  const aviso = page.getByRole('link', { name: /Novo anúncio para o seu alerta “pitangueira”/ })
  await expect(async () => {
    await page.goto('/notificacoes')
    await expect(aviso).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000, intervals: [2_000] })
  await expect(aviso).toContainText('Mudas de Pitangueira enxertada — R$ 25,00 em Vitória, ES')
  await expect(page.getByText(/jabuticabeira/)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await aviso.click()
  await expect(page).toHaveURL(new RegExp(`/product/${match}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Mudas de Pitangueira enxertada' })).toBeVisible()

  // Paused by Maria since: the notification's ad is "indisponível".
  const paused = await request.patch(`${E2E.apiUrl}/rest/v1/anuncios?id=eq.${match}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { status: 'pausado' },
  })
  expect(paused.status()).toBe(204)
  await page.goto('/notificacoes')
  await aviso.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Anúncio indisponível' })).toBeVisible()

  // "Meus alertas", from the account menu: the alert as it reads; deleting it asks first.
  await page.goto('/configuracoes')
  await page.getByRole('link', { name: 'Meus alertas de busca' }).click()
  await expect(page).toHaveURL(/\/alertas$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Meus alertas/ })).toBeVisible()
  await expect(page.getByRole('link', { name: TERMO, exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: `Excluir o alerta “${TERMO}”` }).click()
  await page.getByRole('dialog', { name: 'Excluir alerta' }).getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Você ainda não tem alertas')).toBeVisible()
  await expect.poll(async () => (await joaoAlerts(request)).filter((a) => a.termo === TERMO)).toHaveLength(0)

  // Maria keeps the same search now (a witness that the job ran): she hears of a new ad by someone
  // else... her own ads never reach her own alert, so João publishes it — and João, whose alert is
  // gone, hears nothing of Maria's next match either.
  await maria.goto(`/frete-solidario?search=${TERMO}`)
  await maria.getByRole('button', { name: 'Criar alerta' }).click()
  await expect(maria.getByText(/^Alerta criado\./)).toBeVisible()
  const after = await mariaPublishes(request, token, 'Pitangueira anã em vaso')
  const joaoToken = await accessToken(page)
  const witness = randomUUID()
  const res = await request.post(`${E2E.apiUrl}/rest/v1/anuncios`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${joaoToken}`, 'Content-Type': 'application/json' },
    data: {
      id: witness,
      titulo: 'Pitangueira do João',
      categoria: 'agricultura',
      cidade: 'Serra',
      uf: 'ES',
      contato: '27998761234',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `notificacoes?anuncio_id=eq.${witness}&select=id`)).length, {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(1)
  expect(await serverRows(request, E2E.apiUrl, `notificacoes?anuncio_id=eq.${after}&select=id`)).toEqual([])
  await maria.close()
})

test('an alert made with no signal says it waits, and reaches the server once', async ({ page, context, request }) => {
  await signIn(page, 'joao.pereira', 'produtor123', '/frete-solidario?search=umbu')
  await expect(page.getByText('Nenhum anúncio encontrado')).toBeVisible()
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/frete-solidario?search=umbu&category=comida')
  await page.getByRole('button', { name: 'Criar alerta' }).click()
  await expect(page.getByText('Alerta criado. Será enviado quando houver conexão.')).toBeVisible()
  await page.goto('/alertas')
  await expect(page.getByRole('link', { name: 'umbu · Comida' })).toBeVisible()
  await expect(page.getByText('Aguardando envio')).toBeVisible()
  await context.setOffline(false)
  await expect
    .poll(async () => (await joaoAlerts(request)).filter((a) => a.termo === 'umbu'), { timeout: 30_000 })
    .toHaveLength(1)
  await expect(page.getByText('Aguardando envio')).toBeHidden()
})
