import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { expectNoSeriousA11yViolations, serverInsert, serverRows, signIn, waitForServiceWorker } from './helpers'

// LGPD: the privacy policy people can reach and read (offline too), and "Baixar meus dados".

test('the privacy policy is linked from the footer and the sign-up form, prerendered, in the sitemap and readable offline', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/frete-solidario')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click()
  await expect(page).toHaveURL(/\/privacidade$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Seus direitos e como usá-los aqui' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const prerendered = await request.get('/privacidade')
  expect(await prerendered.text()).toContain('O que guardamos, por que e com que base legal')
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/privacidade</loc>')

  await page.goto('/login?tab=cadastro')
  await expect(page.getByText('Ao criar a conta, você concorda com a Política de Privacidade.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Política de Privacidade' }).first()).toHaveAttribute('href', '/privacidade')

  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/privacidade')
  await expect(page.getByRole('heading', { level: 2, name: 'Quem cuida dos seus dados' })).toBeVisible()
})

test("Maria downloads her data: her e-mail, her ad and the message written to her; none of the other person's contacts, no hash, no token", async ({
  page,
  request,
  context,
}) => {
  const [maria] = await serverRows(request, E2E.apiUrl, 'usuarios?username=eq.maria.souza&select=id,email')
  const [joao] = await serverRows(request, E2E.apiUrl, 'usuarios?username=eq.joao.pereira&select=id,email,telefone')
  const [ad] = await serverRows(request, E2E.apiUrl, `anuncios?user_id=eq.${maria.id}&status=eq.ativo&select=id,titulo&limit=1`)
  const texto = `Ainda tem? Posso buscar amanhã (${randomUUID().slice(0, 8)})`
  await serverInsert(request, E2E.apiUrl, 'mensagens', {
    anuncio_id: ad.id,
    comprador_id: joao.id,
    remetente_id: joao.id,
    texto,
  })

  await signIn(page, 'maria.souza', 'produtor123', '/configuracoes')
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible()
  const section = page.getByRole('region', { name: 'Seus dados' })
  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Baixar meus dados' }).click()
  const download = await downloading
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
  expect(download.suggestedFilename()).toBe(`campo-solidario-meus-dados-${today}.json`)
  await expect(section.getByText(/^Arquivo baixado: campo-solidario-meus-dados-.*\.json \(\d+ KB\)\.$/)).toBeVisible()

  const file = await readFile(await download.path(), 'utf8')
  const data = JSON.parse(file)
  expect(data.conta.email).toBe(maria.email)
  expect(data.anuncios.map((a: { titulo: string }) => a.titulo)).toContain(ad.titulo)
  const conversation = data.conversas.find((c: { mensagens: { texto: string }[] }) => c.mensagens.some((m) => m.texto === texto))
  expect(conversation).toMatchObject({ voce_e: 'vendedor', com: expect.any(String) })
  for (const secret of [joao.email, joao.telefone, 'encrypted_password', 'access_token', 'refresh_token']) {
    expect(file).not.toContain(secret)
  }
  await expectNoSeriousA11yViolations(page)

  await context.setOffline(true)
  await section.getByRole('button', { name: 'Baixar meus dados' }).click()
  await expect(section.getByRole('alert')).toHaveText('Conecte-se à internet para baixar seus dados.')
})
