import { expect, test } from './test'
import { signIn } from './helpers'

// A newer version of the app opened in another tab upgrades the phone's database: this tab lets it
// go at once (else both would wait forever), says so, and keeps what the person was typing.

test('a newer version upgrading the phone database: this tab says to reload and keeps the form as typed', async ({ page }) => {
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  const title = page.getByRole('textbox', { name: 'Título' })
  await title.fill('Queijo minas meia cura')
  // The app has its database open (the sync has read the outbox).
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).find((d) => d.name === 'campo-solidario')?.version))
    .toBeGreaterThan(0)

  // What a newer build does when it opens the database with a higher version.
  const upgraded = await page.evaluate(async () => {
    const current = (await indexedDB.databases()).find((d) => d.name === 'campo-solidario')!.version!
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('campo-solidario', current + 10)
      open.onsuccess = () => {
        open.result.close()
        resolve(open.result.version)
      }
      open.onerror = () => reject(open.error)
      // This tab not letting go would leave the newer one blocked.
      open.onblocked = () => reject(new Error('blocked'))
    })
  })
  expect(upgraded).toBeGreaterThan(0)
  await expect(page.getByRole('alert').getByText('O aplicativo foi atualizado. Recarregue para continuar.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Recarregar' })).toBeVisible()
  await expect(title).toHaveValue('Queijo minas meia cura')
})
