import { expect, test, type Page } from './test'
import { E2E } from '../playwright.config'
import { chooseCity, expectNoSeriousA11yViolations, SERVICE_KEY, serverRows, signIn, waitForServiceWorker } from './helpers'

// Frete Solidário trips in two browsers: Maria offers a trip, João reserves space seeing his
// share of the cost as he types, Maria accepts and both see the split; then João reserves with no
// signal on a trip that fills up meanwhile, and is told why his reservation was refused.

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })

async function offerTrip(page: Page, veiculo: string) {
  await page.goto('/oferecer-viagem')
  await chooseCity(page, 'Saindo de', 'Santa Maria de Jetibá, ES', 'Santa Maria de Jet')
  await chooseCity(page, 'Indo para', 'Vitória, ES', 'Vitória')
  await page.getByLabel('Local de carga/descarga').first().fill('Sítio Boa Vista')
  await page.getByRole('textbox', { name: 'Data', exact: true }).fill(inDays(6))
  await page.getByLabel('Hora de saída').fill('05:30')
  await page.getByRole('textbox', { name: 'Veículo', exact: true }).fill(veiculo)
  await page.getByLabel('Capacidade (kg)').fill('1000')
  await page.getByLabel('Sua carga (kg)').fill('250')
  await page.getByLabel('Custo total da viagem (R$)').fill('40000')
  await page.getByLabel('Telefone para contato').fill('27998761234')
  await page.getByRole('button', { name: 'Oferecer viagem' }).click()
  await expect(page).toHaveURL(/\/minhas-viagens$/)
}

async function tripId(request: import('@playwright/test').APIRequestContext, veiculo: string): Promise<string> {
  let id = ''
  await expect
    .poll(async () => {
      const rows = await serverRows(request, E2E.apiUrl, `viagens?select=id&veiculo=eq.${encodeURIComponent(veiculo)}`)
      id = String(rows[0]?.id ?? '')
      return id
    })
    .not.toBe('')
  return id
}

test('a trip offered, space reserved with the share shown as typed, accepted, and the split for both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const veiculo = `Caminhão baú ${String(Date.now()).slice(-6)}`
  await signIn(page, 'maria.souza', 'produtor123', '/minhas-viagens')
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas viagens' })).toBeVisible()
  await offerTrip(page, veiculo)
  const id = await tripId(request, veiculo)

  // A visitor finds it under "Viagens" and must sign in to reserve.
  const joao = await (await browser.newContext()).newPage()
  await joao.goto('/frete-solidario')
  await joao.getByRole('tab', { name: 'Viagens' }).click()
  await expect(joao).toHaveURL(/tab=viagens/)
  await expect(joao.getByRole('article', { name: 'Santa Maria de Jetibá/ES → Vitória/ES' }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(joao)
  await joao.goto(`/viagens/${id}`)
  await expect(joao.getByText('Espaço livre: 750 kg de 1.000 kg')).toBeVisible()
  await joao.getByRole('link', { name: 'Entre para reservar espaço' }).click()
  await joao.getByLabel('E-mail, telefone ou nome de usuário').fill('joao.pereira')
  await joao.getByRole('textbox', { name: 'Senha', exact: true }).fill('produtor123')
  await joao.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(joao).toHaveURL(new RegExp(`/viagens/${id}$`))

  // The share is estimated while typing: 400,00 × 150 / (250 + 150) = 150,00.
  await joao.getByLabel('Quantidade (kg)').fill('150')
  await expect(joao.getByText('Sua parte estimada: R$ 150,00 por 150 kg')).toBeVisible()
  await joao.getByLabel('Quantidade (kg)').fill('900')
  await joao.getByLabel('O que vai enviar').fill('Feijão carioca, 5 sacas')
  await joao.getByLabel('Telefone para contato').fill('32988125678')
  await joao.getByRole('button', { name: 'Reservar espaço' }).click()
  await expect(joao.getByText('Não há espaço livre suficiente neste trecho')).toBeVisible()
  await joao.getByLabel('Quantidade (kg)').fill('150')
  await joao.getByRole('button', { name: 'Reservar espaço' }).click()
  await expect(joao.getByRole('region', { name: 'Sua reserva' }).getByText('Aguardando resposta')).toBeVisible()

  // Maria accepts; the split shows for both, and João gets Maria's phone.
  await page.goto(`/viagens/${id}`)
  const pedido = page.getByRole('article', { name: 'Reserva de João Pereira' })
  await expect(pedido.getByText('Contato: (32) 98812-5678')).toBeVisible()
  await pedido.getByRole('button', { name: 'Aceitar' }).click()
  await expect(pedido.getByText('Aceita')).toBeVisible()
  await expect(page.getByText('Espaço livre: 600 kg de 1.000 kg')).toBeVisible({ timeout: 20_000 })
  const divisao = page.getByRole('region', { name: 'Divisão do frete' })
  await expect(divisao.getByRole('row', { name: /Maria Souza \(motorista\) 250 kg R\$ 250,00/ })).toBeVisible()
  await expect(divisao.getByRole('row', { name: /João Pereira 150 kg R\$ 150,00/ })).toBeVisible()

  await joao.reload()
  await expect(joao.getByRole('region', { name: 'Sua reserva' }).getByText('Aceita')).toBeVisible()
  await expect(joao.getByRole('link', { name: '(27) 99876-1234 (WhatsApp)' })).toBeVisible()
  await expect(joao.getByRole('region', { name: 'Divisão do frete' }).getByRole('row', { name: /João Pereira/ })).toBeVisible()
  await expectNoSeriousA11yViolations(joao)
})

test('offline: a reservation made with no signal waits, and is refused with its reason when the trip filled up meanwhile', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const veiculo = `Caminhonete ${String(Date.now()).slice(-6)}`
  const maria = await (await browser.newContext()).newPage()
  await signIn(maria, 'maria.souza', 'produtor123', '/minhas-viagens')
  await expect(maria.getByRole('heading', { level: 1, name: 'Minhas viagens' })).toBeVisible()
  await offerTrip(maria, veiculo)
  const id = await tripId(request, veiculo)

  await signIn(page, 'joao.pereira', 'produtor123', `/viagens/${id}`)
  await expect(page.getByLabel('Quantidade (kg)')).toBeVisible()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await page.getByLabel('Quantidade (kg)').fill('700')
  await page.getByLabel('O que vai enviar').fill('Banana prata, 35 caixas')
  await page.getByLabel('Telefone para contato').fill('32988125678')
  await page.getByRole('button', { name: 'Reservar espaço' }).click()
  await expect(page.getByText('Seu pedido de reserva será enviado quando houver conexão.')).toBeVisible()
  await expect(page.getByText('Aguardando envio')).toBeVisible()

  // Meanwhile the trip fills up: the admin's service key stands in for Maria accepting someone else.
  const headers = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' }
  const outro = await request.post(`${E2E.apiUrl}/rest/v1/reservas`, {
    headers: { ...headers, Prefer: 'return=representation' },
    data: {
      viagem_id: id,
      user_id: '00000000-0000-4000-a000-000000000001',
      kg: 750,
      parada_inicio: 0,
      parada_fim: 1,
      carga: 'Café',
      contato: '27999990000',
    },
  })
  expect(outro.status()).toBe(201)
  const [{ id: outroId }] = await outro.json()
  const aceita = await request.patch(`${E2E.apiUrl}/rest/v1/reservas?id=eq.${outroId}`, { headers, data: { status: 'aceita' } })
  expect(aceita.status()).toBe(204)

  await context.setOffline(false)
  await expect(page.getByText('Pedido de reserva não aceita')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('A viagem já está lotada.')).toBeVisible()
  const mine = await serverRows(
    request,
    E2E.apiUrl,
    `reservas?select=id&viagem_id=eq.${id}&user_id=eq.00000000-0000-4000-a000-000000000003`,
  )
  expect(mine).toEqual([])
})

test("an ad's page lists the open trips leaving its city in the next 14 days", async ({ page }) => {
  // The demo's manure ad is in Santa Maria de Jetibá, where Maria's trip to Vitória leaves in 3 days.
  await page.goto('/product/a0000000-0000-4000-8000-000000000007')
  const nearby = page.getByRole('region', { name: 'Frete solidário saindo de Santa Maria de Jetibá' })
  await expect(nearby).toBeVisible({ timeout: 15_000 })
  await nearby.getByRole('link', { name: 'Santa Maria de Jetibá/ES → Vitória/ES' }).first().click()
  await expect(page).toHaveURL(/\/viagens\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Santa Maria de Jetibá/ES → Vitória/ES' })).toBeVisible()
})
