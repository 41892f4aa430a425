import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { expectNoSeriousA11yViolations, serverRows, signIn, waitForServiceWorker } from './helpers'

// The account area, signed in: every tab renders its heading, with no serious accessibility
// violation; favourites are kept on the phone and reach the server.
const FEIJAO = { id: 'a0000000-0000-4000-8000-000000000001', titulo: 'Feijão carioca novo, saca de 30 kg' }
const MARIA_ID = '00000000-0000-4000-a000-000000000002'

test('every account tab shows its heading, and the tab bar leads to each', async ({ page, request }) => {
  test.setTimeout(90_000)
  const [deMaria] = await serverRows(request, E2E.apiUrl, `anuncios?select=id,titulo&user_id=eq.${MARIA_ID}&limit=1`)
  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  await expect(page).toHaveURL(/\/meus-anuncios$/)
  for (const [path, heading, texto] of [
    ['/meus-anuncios', /^Meus Anúncios \(\d+\)$/, null],
    ['/criar-anuncio', 'Criar Anúncio', 'PNG, JPG até 5MB'],
    [`/editar-anuncio/${deMaria.id}`, 'Editar Anúncio', null],
    ['/favoritos', /^Favoritos/, null],
    ['/alertas', /^Meus alertas/, 'Você recebe uma notificação quando um novo anúncio combina com a sua busca.'],
    ['/minhas-viagens', 'Minhas viagens', 'Viagens oferecidas'],
    ['/oferecer-viagem', 'Oferecer viagem', 'Roteiro'],
    // The demo has conversations and orders of Maria's (the empty states: tests/features/conversations).
    ['/mensagens', 'Mensagens', 'Café especial torrado em grão 500 g'],
    ['/pedidos', 'Pedidos', 'Recebidos'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    if (texto) await expect(page.getByText(texto, { exact: false }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
  // The edit form comes filled with the ad.
  await page.goto(`/editar-anuncio/${deMaria.id}`)
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(String(deMaria.titulo))

  const abas = page.getByRole('navigation', { name: 'Minha conta' })
  for (const [aba, url] of [
    ['Adicionar', '/criar-anuncio'],
    ['Meus Anúncios', '/meus-anuncios'],
    ['Favoritos', '/favoritos'],
    ['Alertas', '/alertas'],
    ['Viagens', '/minhas-viagens'],
    ['Mensagens', '/mensagens'],
    ['Pedidos', '/pedidos'],
    ['Configurações', '/configuracoes'],
  ]) {
    await abas.getByRole('link', { name: aba }).click()
    await expect(page).toHaveURL(new RegExp(`${url}$`))
    await expect(abas.getByRole('link', { name: aba })).toHaveAttribute('aria-current', 'page')
  }
})

test('a favourite is kept on the phone (offline too) and on the server; removing it empties the list', async ({
  page,
  context,
  request,
}) => {
  // A visitor who taps a heart is told why to sign in, and comes back to the same search.
  await page.goto('/frete-solidario?search=feijao')
  await page.getByRole('button', { name: `Favoritar ${FEIJAO.titulo}` }).click()
  await expect(page.getByText('Entre na sua conta para guardar favoritos.')).toBeVisible()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByLabel('E-mail, telefone ou nome de usuário').fill('joao.pereira')
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('produtor123')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/frete-solidario\?search=feijao$/)
  await page.goto('/favoritos')
  await expect(page.getByText('Você ainda não tem anúncios favoritos')).toBeVisible()
  await page.goto(`/product/${FEIJAO.id}`)
  await page.getByRole('button', { name: `Favoritar ${FEIJAO.titulo}` }).click()
  await expect(page.getByRole('button', { name: `Remover ${FEIJAO.titulo} dos favoritos` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `favoritos?select=anuncio_id&anuncio_id=eq.${FEIJAO.id}`)).length)
    .toBe(1)

  await page.goto('/favoritos')
  await expect(page.getByRole('link', { name: FEIJAO.titulo })).toBeVisible()
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('link', { name: FEIJAO.titulo })).toBeVisible()
  await context.setOffline(false)

  await page.getByRole('button', { name: `Remover ${FEIJAO.titulo} dos favoritos` }).click()
  await expect(page.getByText('Você ainda não tem anúncios favoritos')).toBeVisible()
  await expect
    .poll(async () => (await serverRows(request, E2E.apiUrl, `favoritos?select=anuncio_id&anuncio_id=eq.${FEIJAO.id}`)).length)
    .toBe(0)
})
