import { randomUUID } from 'node:crypto'
import { expect, test } from './test'
import { E2E } from '../playwright.config'
import {
  expectNoSeriousA11yViolations,
  expectSynced,
  openAccountMenu,
  publicRows,
  serverInsert,
  serverRows,
  signIn,
  waitForServiceWorker,
} from './helpers'

// Trust in three browsers: a buyer reports an ad, an admin hides it from the queue, its owner reads
// why in Meus Anúncios; ads near and past their time are renewed (one with no signal); a seller's
// profile opens from an ad and a comment, and stays readable offline.

const MARIA_ID = '00000000-0000-4000-a000-000000000002'
const ADMIN_ID = '00000000-0000-4000-a000-000000000001'
const DAY = 86_400_000

function adOfMaria(titulo: string, extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    titulo,
    categoria: 'agricultura',
    preco: 12,
    cidade: 'Serra',
    uf: 'ES',
    contato: '27998761234',
    user_id: MARIA_ID,
    ...extra,
  }
}

test('a report reaches the moderation queue; hiding the ad takes it out of public view and tells its owner why', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const ad = adOfMaria(`Mudas de ipê ${String(Date.now()).slice(-6)}`)
  await serverInsert(request, E2E.apiUrl, 'anuncios', ad)

  // João reports it from its page.
  await signIn(page, 'joao.pereira', 'produtor123', `/product/${ad.id}`)
  await page.getByRole('button', { name: 'Denunciar anúncio' }).click()
  const dialog = page.getByRole('dialog', { name: 'Denunciar anúncio' })
  await dialog.getByRole('radio', { name: 'Golpe ou fraude' }).check()
  await dialog.getByLabel('Conte o que aconteceu (opcional)').fill('Pediu pagamento adiantado pelo Pix.')
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click()
  await expect(page.getByText('Obrigado pela denúncia! Nossa equipe vai analisar este anúncio.')).toBeVisible()
  await expect(page.getByText('Você denunciou este anúncio. Nossa equipe está analisando.')).toBeVisible({ timeout: 15_000 })
  // The screen says so from the phone's copy as soon as the report is queued; the server has it
  // once the outbox has sent it.
  await expect
    .poll(() => serverRows(request, E2E.apiUrl, `denuncias?anuncio_id=eq.${ad.id}&select=motivo,status`))
    .toEqual([{ motivo: 'golpe', status: 'aberta' }])

  // The admin finds it in the queue (in their menu) and hides it with a reason.
  const admin = await (await browser.newContext()).newPage()
  await signIn(admin, 'admin', 'admin1234', '/')
  // The entry says how many reported ads wait (the demo's two and this one, at least).
  const menu = await openAccountMenu(admin)
  await menu.getByRole('link', { name: /^Gerenciar Denúncias\s*\d+ anúncios com denúncias abertas$/ }).click()
  await expect(admin).toHaveURL(/\/gerenciar-denuncias$/)
  const card = admin.getByRole('article', { name: ad.titulo })
  await expect(card.getByText('1 denúncia')).toBeVisible()
  await expect(card.getByText('Golpe ou fraude (1)')).toBeVisible()
  await expect(card.getByText('“Pediu pagamento adiantado pelo Pix.”')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Maria Souza' })).toHaveAttribute('href', '/gerenciar-usuarios?search=maria.souza')
  await expectNoSeriousA11yViolations(admin)
  await card.getByRole('button', { name: 'Ocultar anúncio' }).click()
  const hide = admin.getByRole('dialog', { name: 'Ocultar anúncio' })
  await expect(hide.getByLabel(/Motivo para quem anunciou/)).toHaveValue('Golpe ou fraude')
  await hide.getByLabel(/Motivo para quem anunciou/).fill('Golpe ou fraude: pagamento adiantado sem entrega.')
  await hide.getByRole('button', { name: 'Ocultar anúncio' }).click()
  await expect(admin.getByText(/Anúncio ocultado/)).toBeVisible()
  await expect(card).toBeHidden()
  await expect
    .poll(async () => serverRows(request, E2E.apiUrl, `anuncios?id=eq.${ad.id}&select=status,ocultado_por`), { timeout: 15_000 })
    .toEqual([{ status: 'oculto', ocultado_por: ADMIN_ID }])
  const [decision] = await serverRows(
    request,
    E2E.apiUrl,
    `denuncias?anuncio_id=eq.${ad.id}&select=status,decidida_por,decidida_em`,
  )
  expect(decision).toMatchObject({ status: 'procedente', decidida_por: ADMIN_ID })
  expect(decision.decidida_em).toEqual(expect.any(String))
  // The record of decisions: who hid it, and why.
  await admin.getByRole('tab', { name: 'Histórico' }).click()
  const recorded = admin.getByRole('list', { name: 'Decisões da moderação' }).getByRole('listitem', { name: ad.titulo })
  await expect(recorded.getByText('Anúncio ocultado')).toBeVisible()
  await expect(
    recorded.getByText(/^Por @admin em \d{2}\/\d{2}\/\d{4} — motivo: Golpe ou fraude: pagamento adiantado sem entrega\.$/),
  ).toBeVisible()

  // Out of public view; its owner is told in Meus Anúncios and cannot bring it back.
  expect(await publicRows(request, E2E.apiUrl, `anuncios?id=eq.${ad.id}&select=id`)).toEqual([])
  // João is told, and his notification opens an ad "indisponível"; to anyone else it is unknown.
  await page.goto('/notificacoes')
  await page
    .getByRole('link', { name: /Sua denúncia foi analisada.*retirado do ar/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/product/${ad.id}$`))
  await expect(page.getByRole('heading', { name: 'Anúncio indisponível' })).toBeVisible()
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/product/${ad.id}`)
  await expect(visitor.getByRole('heading', { name: 'Anúncio não encontrado' })).toBeVisible()
  const maria = await (await browser.newContext()).newPage()
  await signIn(maria, 'maria.souza', 'produtor123', '/meus-anuncios')
  await expect(maria.getByText('A moderação ocultou anúncios seus')).toBeVisible()
  const own = maria.getByRole('article', { name: ad.titulo })
  await expect(own.getByText('Golpe ou fraude: pagamento adiantado sem entrega.')).toBeVisible()
  await expect(own.getByText('OCULTO')).toBeVisible()
  await expect(own.getByRole('button', { name: 'Ativar' })).toHaveCount(0)
})

test('ads in their last week and past their time are renewed in one tap, one with no signal', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const marca = String(Date.now()).slice(-6)
  const soon = adOfMaria(`Abacate ${marca}`, { expira_em: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString() })
  const past = adOfMaria(`Palmito ${marca}`, { expira_em: new Date(Date.now() - DAY).toISOString() })
  await serverInsert(request, E2E.apiUrl, 'anuncios', soon)
  await serverInsert(request, E2E.apiUrl, 'anuncios', past)
  // Past its time: no visitor reads it, although the job has not marked it yet.
  expect(await publicRows(request, E2E.apiUrl, `anuncios?id=eq.${past.id}&select=id`)).toEqual([])

  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  await waitForServiceWorker(page)
  const soonCard = page.getByRole('article', { name: soon.titulo })
  await expect(soonCard.getByText('Expira em 4 dias')).toBeVisible()
  await soonCard.getByRole('button', { name: 'Renovar' }).click()
  // The server's answer may take longer than a screen waits (SEND_WAIT_MS: a busy phone, a slow
  // line): the screen then says the sending goes on in the background. Either way it is renewed
  // (the server's rows below, sent in order before the offline one).
  await expect(
    page.getByText(/^(Anúncio renovado por mais 60 dias!|Salvo no celular\. O envio continua em segundo plano\.)$/),
  ).toBeVisible()
  await expect(soonCard.getByText(/Expira em/)).toBeHidden()

  const pastCard = page.getByRole('article', { name: past.titulo })
  await expect(pastCard.getByText('EXPIRADO', { exact: true })).toBeVisible()
  await expect(pastCard.getByRole('button', { name: 'Pausar' })).toHaveCount(0)
  await context.setOffline(true)
  await pastCard.getByRole('button', { name: 'Renovar' }).click()
  await expect(pastCard.getByText('Aguardando envio')).toBeVisible()
  await context.setOffline(false)
  await expectSynced(page, past.titulo)

  const rows = await serverRows(request, E2E.apiUrl, `anuncios?id=in.(${soon.id},${past.id})&select=status,expira_em`)
  for (const row of rows) {
    expect(row.status).toBe('ativo')
    expect((Date.parse(row.expira_em as string) - Date.now()) / DAY).toBeCloseTo(60, 0)
  }
  expect(await publicRows(request, E2E.apiUrl, `anuncios?id=eq.${past.id}&select=id`)).toHaveLength(1)
})

test("a seller's profile opens from an ad and from a comment, and stays readable offline", async ({ page, context }) => {
  test.setTimeout(90_000)
  const CAFE = 'a0000000-0000-4000-8000-000000000003' // Maria's, commented on by João
  await page.goto(`/product/${CAFE}`)
  await waitForServiceWorker(page)
  await page
    .getByText(/Anunciado por/)
    .getByRole('link', { name: 'Maria Souza' })
    .click()
  await expect(page).toHaveURL(/\/vendedor\/maria\.souza$/)
  const perfil = page.getByRole('region', { name: 'Perfil' })
  await expect(perfil.getByRole('heading', { level: 1, name: 'Maria Souza' })).toBeVisible()
  await expect(perfil.getByText('Santa Maria de Jetibá, ES')).toBeVisible()
  await expect(perfil.getByText(/^No Campo Solidário desde \S+ de \d{4}$/)).toBeVisible()
  await expect(perfil.getByText(/Agricultora familiar, produzo hortaliças orgânicas/)).toBeVisible()
  await expect(perfil.getByText(/^\d,\d$/)).toBeVisible()
  await expect(perfil.getByText(/^\(\d+ avaliações\)$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Anúncios ativos \(\d+\)$/ })).toBeVisible()
  await expect(page.getByText('Café especial torrado em grão 500 g')).toBeVisible()
  await expect(page.getByText('Palmito pupunha in natura')).toHaveCount(0) // expirado in the demo data
  await expect(page.getByText(/CPF|@campo-solidario\.test/)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Souza' })).toBeVisible()
  await expect(page.getByText('Café especial torrado em grão 500 g')).toBeVisible()
  await context.setOffline(false)

  await page.goto(`/product/${CAFE}`)
  const comments = page.getByRole('list', { name: 'Lista de comentários' })
  await comments.getByRole('link', { name: 'João Pereira' }).first().click()
  await expect(page).toHaveURL(/\/vendedor\/joao\.pereira$/)
  await expect(page.getByRole('heading', { level: 1, name: 'João Pereira' })).toBeVisible()
})
