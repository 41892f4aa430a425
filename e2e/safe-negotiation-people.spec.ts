import { expect, test, type Page } from './test'
import { E2E } from '../playwright.config'
import { accessToken, ANON_KEY, SERVICE_KEY, signIn, waitForServiceWorker } from './helpers'

// "Negociar com segurança" (issue 78), between people: Maria reports João's message (the admin
// sees it with its context) and blocks him — his next message is refused with its reason, sent
// online or written offline — until she unblocks him in Configurações. A delivered order lets
// João rate Maria once; her page counts the sale and shows the rating and her answer. An ad marked
// Reservado shows the badge, takes no order, and is Ativo again after the job, 3 days later.

const BALANCA = 'a0000000-0000-4000-8000-000000000030' // Maria's
const HORTALICAS = 'a0000000-0000-4000-8000-000000000034' // Maria's
const MESA = 'a0000000-0000-4000-8000-000000000011' // Maria's
const JOAO_ID = '00000000-0000-4000-a000-000000000003'
const MARIA_ID = '00000000-0000-4000-a000-000000000002'
const BLOCKED = 'Esta pessoa não recebe mais mensagens nem pedidos seus.'

const service = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' }

async function asPerson(page: Page) {
  return { apikey: ANON_KEY, Authorization: `Bearer ${await accessToken(page)}`, 'Content-Type': 'application/json' }
}

async function other(browser: import('@playwright/test').Browser) {
  return (await browser.newContext({ baseURL: E2E.appUrl })).newPage()
}

test('Maria reports and blocks João: his messages are refused with the reason, online and offline, until she unblocks him', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const conversation = `/mensagens/${BALANCA}/${JOAO_ID}`
  try {
    await signIn(page, 'joao.pereira', 'produtor123', conversation)
    const log = page.getByRole('log', { name: 'Mensagens da conversa' })
    const offer = 'Pago adiantado se você mandar o código que chegou por SMS'
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(offer)
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(log.getByRole('article').filter({ hasText: offer }).getByText('Aguardando envio')).toBeHidden()

    const maria = await other(browser)
    await signIn(maria, 'maria.souza', 'produtor123', conversation)
    const received = maria.getByRole('log', { name: 'Mensagens da conversa' }).getByRole('article').filter({ hasText: offer })
    await received.getByRole('button', { name: 'Denunciar mensagem de João Pereira' }).click()
    const dialog = maria.getByRole('dialog', { name: 'Denunciar mensagem' })
    await dialog.getByRole('radio', { name: 'Golpe ou fraude' }).check()
    await dialog.getByLabel('Conte o que aconteceu (opcional)').fill('Pediu o código do SMS.')
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click()
    await expect(received.getByText('Denúncia enviada')).toBeVisible()

    await maria.getByRole('button', { name: 'Bloquear pessoa' }).click()
    const confirm = maria.getByRole('dialog', { name: 'Bloquear João Pereira?' })
    await expect(confirm).toContainText('não receberá nenhum aviso disso')
    await confirm.getByRole('button', { name: 'Bloquear' }).click()
    await expect(maria.getByText('Você bloqueou João Pereira', { exact: true })).toBeVisible()
    await expect(maria.getByRole('textbox', { name: 'Mensagem' })).toBeHidden()
    await expect
      .poll(async () =>
        (
          await request.get(`${E2E.apiUrl}/rest/v1/bloqueios?user_id=eq.${MARIA_ID}&select=bloqueado_id`, { headers: service })
        ).json(),
      )
      .toEqual([{ bloqueado_id: JOAO_ID }])

    // João is not told of the block; his next message is refused with the database's reason.
    const next = 'Oi? Ainda está aí?'
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(next)
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    const refused = log.getByRole('article').filter({ hasText: next })
    await expect(refused.getByText(BLOCKED)).toBeVisible({ timeout: 20_000 })
    await expect(refused.getByText('Mensagem não aceita')).toBeVisible()
    await refused.getByRole('button', { name: 'Descartar' }).click()
    await expect(refused).toBeHidden()

    // Written with no signal, refused once the phone is back online.
    await waitForServiceWorker(page)
    await page.context().setOffline(true)
    const offline = 'Mandei pelo celular sem sinal'
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(offline)
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(log.getByRole('article').filter({ hasText: offline }).getByText('Aguardando envio')).toBeVisible()
    await page.context().setOffline(false)
    await expect(log.getByRole('article').filter({ hasText: offline }).getByText(BLOCKED)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('status').getByText('1 alteração não foi aceita')).toBeVisible()
    await log.getByRole('article').filter({ hasText: offline }).getByRole('button', { name: 'Descartar' }).click()

    // The admin sees the report with the message and its context; João never sees who reported.
    const admin = await other(browser)
    await signIn(admin, 'admin', 'admin1234', '/gerenciar-denuncias')
    await admin.getByRole('tab', { name: 'Mensagens denunciadas' }).click()
    const card = admin.getByRole('article', { name: 'Mensagem de João Pereira denunciada' }).filter({ hasText: offer })
    await expect(card).toContainText('Golpe ou fraude')
    await expect(card).toContainText('Pediu o código do SMS.')
    await expect(card.getByRole('listitem').filter({ hasText: 'mensagem denunciada' })).toContainText(offer)
    const seenByJoao = await request.get(`${E2E.apiUrl}/rest/v1/denuncias_mensagens?select=id`, { headers: await asPerson(page) })
    expect(await seenByJoao.json()).toEqual([])
    await card.getByRole('button', { name: 'Descartar' }).click()
    await expect(card).toBeHidden()
    await admin.context().close()

    // Maria unblocks him in Configurações; he can write again.
    await maria.goto('/configuracoes')
    const blocked = maria.getByRole('region', { name: 'Pessoas bloqueadas' })
    await blocked.getByRole('button', { name: 'Desbloquear João Pereira' }).click()
    await expect(blocked.getByText('Ninguém bloqueado.', { exact: false })).toBeVisible()
    await maria.context().close()
    const again = 'Desculpe, foi engano.'
    await expect
      .poll(async () =>
        (
          await request.get(`${E2E.apiUrl}/rest/v1/bloqueios?user_id=eq.${MARIA_ID}&select=bloqueado_id`, { headers: service })
        ).json(),
      )
      .toEqual([])
    await page.getByRole('textbox', { name: 'Mensagem' }).fill(again)
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(log.getByRole('article').filter({ hasText: again }).getByText('Aguardando envio')).toBeHidden({
      timeout: 20_000,
    })
    await expect(log.getByRole('article').filter({ hasText: again }).getByText('Mensagem não aceita')).toHaveCount(0)
  } finally {
    // The other specs talk between Maria and João.
    await request.delete(`${E2E.apiUrl}/rest/v1/bloqueios?user_id=eq.${MARIA_ID}`, { headers: service })
  }
})

test('a delivered order lets João rate Maria once; her page counts the sale, with the rating and her answer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const countOf = async () =>
    (
      (await (
        await request.get(`${E2E.apiUrl}/rest/v1/usuarios_publicos?id=eq.${MARIA_ID}&select=vendas_concluidas`, {
          headers: service,
        })
      ).json()) as Array<{ vendas_concluidas: number }>
    )[0].vendas_concluidas
  const before = await countOf()
  await signIn(page, 'joao.pereira', 'produtor123', `/mensagens/${HORTALICAS}/${JOAO_ID}`)
  await expect(page.getByRole('log', { name: 'Mensagens da conversa' })).toBeVisible()
  const order = crypto.randomUUID()
  const placed = await request.post(`${E2E.apiUrl}/rest/v1/pedidos`, {
    headers: await asPerson(page),
    data: { id: order, anuncio_id: HORTALICAS, quantidade: '1 cesta', entrega: 'combinada' },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  for (const change of [{ status: 'aceito', valor: 45 }, { status: 'entregue' }]) {
    const res = await request.patch(`${E2E.apiUrl}/rest/v1/pedidos?id=eq.${order}`, { headers: service, data: change })
    expect(res.ok(), await res.text()).toBe(true)
  }

  await page.goto('/pedidos')
  await page.getByRole('tab', { name: /Feitos/ }).click()
  const card = page.getByRole('article', { name: 'Pedido de 1 cesta' })
  const form = card.getByRole('form', { name: 'Avaliar vendedor' })
  const four = form.getByRole('radio', { name: '4 estrelas' })
  await page.locator(`label[for="${await four.getAttribute('id')}"]`).click()
  await form.getByLabel('Conte como foi (opcional)').fill('Cesta fresquinha, chegou na quarta.')
  await form.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(card.getByText('Sua avaliação:')).toBeVisible()
  await expect(form).toBeHidden()
  // A second rating of the same order is refused by the database.
  await expect
    .poll(async () =>
      (
        await request.get(`${E2E.apiUrl}/rest/v1/avaliacoes_pedidos?pedido_id=eq.${order}&select=nota`, { headers: service })
      ).json(),
    )
    .toEqual([{ nota: 4 }])
  const second = await request.post(`${E2E.apiUrl}/rest/v1/avaliacoes_pedidos`, {
    headers: await asPerson(page),
    data: { id: crypto.randomUUID(), pedido_id: order, nota: 1 },
  })
  expect(second.status()).toBe(400)
  expect((await second.json()).message).toBe('Você já avaliou este pedido.')

  // Maria answers once, from the order.
  const maria = await other(browser)
  await signIn(maria, 'maria.souza', 'produtor123', '/pedidos')
  const received = maria.getByRole('article', { name: 'Pedido de 1 cesta' }).filter({ hasText: 'Cesta fresquinha' })
  await received.getByRole('button', { name: 'Responder avaliação' }).click()
  await received.getByLabel('Sua resposta (uma só, pública)').fill('Obrigada, João! Até quarta.')
  await received.getByRole('button', { name: 'Enviar resposta' }).click()
  await expect(received.getByText('Resposta de quem vendeu: Obrigada, João! Até quarta.')).toBeVisible()
  await expect(received.getByRole('button', { name: 'Responder avaliação' })).toBeHidden()
  await maria.context().close()

  // Her page: the sale counted, the rating and the answer, apart from the comments' stars.
  expect(await countOf()).toBe(before + 1)
  await page.goto('/vendedor/maria.souza')
  const sales = page.getByRole('region', { name: 'Avaliações de pedidos' })
  await expect(sales.getByLabel('Vendas concluídas e avaliações de pedidos')).toContainText(
    before + 1 === 1 ? '1 venda concluída' : `${before + 1} vendas concluídas`,
  )
  const item = sales.getByRole('listitem').filter({ hasText: 'Cesta fresquinha, chegou na quarta.' })
  await expect(item).toContainText('4 de 5')
  await expect(item).toContainText('Resposta de quem vendeu: Obrigada, João! Até quarta.')
  await expect(page.getByText('Comentários:')).toBeVisible()
})

test('an ad marked Reservado shows the badge, takes no new order, and is Ativo again after the job 3 days later', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  const mine = page.getByRole('article', { name: 'Mesa rústica de madeira de demolição' })
  await mine.getByRole('button', { name: 'Marcar como reservado' }).click()
  await expect(mine.getByText('Reservado', { exact: true })).toBeVisible()
  await expect(mine.getByRole('button', { name: 'Tirar reserva' })).toBeVisible()
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`${E2E.apiUrl}/rest/v1/anuncios?id=eq.${MESA}&select=reservado_em`, { headers: service })
          ).json()) as Array<{ reservado_em: string | null }>
        )[0].reservado_em,
    )
    .not.toBeNull()

  const joao = await other(browser)
  await signIn(joao, 'joao.pereira', 'produtor123', `/product/${MESA}`)
  await expect(joao.getByText('Reservado', { exact: true })).toBeVisible()
  await expect(joao.getByRole('link', { name: 'Enviar mensagem' })).toBeVisible()
  await expect(joao.getByRole('link', { name: 'Fazer pedido' })).toHaveCount(0)
  await joao.goto(`/fazer-pedido/${MESA}`)
  await expect(joao.getByRole('alert')).toContainText('Este anúncio está reservado')
  // A phone that did not know it yet is refused by the database with the reason.
  const refused = await request.post(`${E2E.apiUrl}/rest/v1/pedidos`, {
    headers: await asPerson(joao),
    data: { id: crypto.randomUUID(), anuncio_id: MESA, quantidade: '1 mesa', entrega: 'combinada' },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).message).toBe('Este anúncio está reservado.')

  // Three days later with no order, the job makes it Ativo again.
  const moved = await request.patch(`${E2E.apiUrl}/rest/v1/anuncios?id=eq.${MESA}`, {
    headers: service,
    data: { reservado_em: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString() },
  })
  expect(moved.ok(), await moved.text()).toBe(true)
  const job = await request.post(`${E2E.apiUrl}/rest/v1/rpc/liberar_reservas`, { headers: service, data: {} })
  expect(await job.json()).toBeGreaterThanOrEqual(1)
  await joao.goto(`/product/${MESA}`)
  await expect(joao.getByRole('link', { name: 'Fazer pedido' })).toBeVisible()
  await expect(joao.getByText('Reservado', { exact: true })).toHaveCount(0)
  await joao.context().close()
})
