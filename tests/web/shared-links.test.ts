import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from '../../web/server/app-server.ts'
import { forwardingProxy, listening } from './frames.ts'
import { MAX_OG_BYTES } from '../../web/server/og-image.ts'
import { sitemapDocument, URLS_PER_FILE } from '../../web/server/sitemap.ts'
import { DEMO, newAd, newTrip, startTestBackend, type TestBackend } from '../local-supabase/helpers.ts'

// A shared link as WhatsApp's, Facebook's and Google's crawlers fetch it — plain HTTP, no
// JavaScript — against the real web server on a real local backend: each ad's own head and text,
// its preview picture, 404 for what is gone, and the sitemap and robots from the live data.

const SITE = 'https://campo-solidario.test'
const SELLER_FRAME = '<html><head><title>Campo Solidário</title></head><body><div id="root">seller frame</div></body></html>'
const FRAME = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8"><meta name="description" content="Genérica"><title>Campo Solidário</title><link rel="stylesheet" href="/assets/x.css"></head><body><div id="root"><main><div data-ad-summary=""></div><p>Carregando anúncio...</p></main></div></body></html>`

let backend: TestBackend
let dist: string
let server: Server
let base: string
let withPhoto: string
let withoutPhoto: string
let paused: string
let hostile: string
let trip: ReturnType<typeof newTrip>

const maria = () => backend.signIn(DEMO.maria.email, DEMO.maria.password)

beforeAll(async () => {
  backend = await startTestBackend()
  dist = await mkdtemp(path.join(tmpdir(), 'campo-links-'))
  await mkdir(path.join(dist, 'images', 'categorias'), { recursive: true })
  await mkdir(path.join(dist, 'informativos'))
  await writeFile(path.join(dist, 'product.html'), FRAME)
  await writeFile(path.join(dist, 'vendedor.html'), SELLER_FRAME)
  for (const file of ['index.html', 'shell.html', 'quem-somos.html', 'informativos/horta.html']) {
    await writeFile(path.join(dist, file), '<html><head><title>Campo Solidário</title></head><body></body></html>')
  }
  await copyFile('public/images/categorias/comida.svg', path.join(dist, 'images', 'categorias', 'comida.svg'))

  const client = await maria()
  withPhoto = randomUUID()
  const photo = `anuncios/${DEMO.maria.id}/${withPhoto}/1.webp`
  const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
    .webp()
    .toBuffer()
  expect((await client.storage.from('imagens').upload(photo, picture, { contentType: 'image/webp' })).error).toBeNull()
  withoutPhoto = randomUUID()
  paused = randomUUID()
  hostile = randomUUID()
  const ads = [
    newAd({
      id: withPhoto,
      titulo: 'Mel de aroeira puro',
      preco: 35.5,
      unidade: 'kg',
      quantidade_disponivel: 10,
      descricao: 'Mel silvestre colhido na serra capixaba, pote de 500 g. Entrego em Vitória às sextas.',
      imagens: [photo],
    }),
    newAd({ id: withoutPhoto, titulo: 'Queijo minas frescal', categoria: 'comida' }),
    newAd({ id: paused, titulo: 'Feijão guardado', categoria: 'agricultura', status: 'pausado' }),
    newAd({ titulo: 'Feijão carioca novo', categoria: 'agricultura', cidade: 'Vitória' }),
    newAd({ titulo: 'Milho crioulo da Serra', categoria: 'agricultura' }),
    newAd({
      id: hostile,
      titulo: `"/></title><script>alert('x')</script> Mel 🍯 açaí $& $' $\``,
      descricao: `Começo </script><!-- ${'palavra '.repeat(300)}`,
      preco: 12,
    }),
  ]
  for (const ad of ads) expect((await client.from('anuncios').insert(ad)).error).toBeNull()
  trip = newTrip()
  expect((await client.from('viagens').insert(trip)).error).toBeNull()
  // A trip whose day has passed (nobody can join it): not for the sitemap.
  const past = newTrip()
  expect((await client.from('viagens').insert(past)).error).toBeNull()
  // (The database refuses a past date on any write: its triggers step aside for this one.)
  await backend.db.query('alter table public.viagens disable trigger user')
  await backend.db.query(`update public.viagens set data = current_date - 3 where id = $1`, [past.id])
  await backend.db.query('alter table public.viagens enable trigger user')

  server = createAppServer(dist, { supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: SITE })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.close()
  await backend?.stop()
  await rm(dist, { recursive: true, force: true })
})

/** What a crawler reads: the status and the HTML, no script run. */
async function crawl(pathname: string) {
  const answer = await fetch(`${base}${pathname}`, { headers: { 'User-Agent': 'WhatsApp/2.23.20.0' } })
  const html = await answer.text()
  const meta = (key: string) =>
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].find((m) => m[1] === key)?.[2]
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
  return {
    status: answer.status,
    html,
    headers: answer.headers,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    jsonLd: jsonLd ? JSON.parse(jsonLd) : undefined,
  }
}

describe("an ad's own page, before any JavaScript", () => {
  it('carries its title, price, city, description, canonical address, Open Graph, card and Product data', async () => {
    const page = await crawl(`/product/${withPhoto}`)
    expect(page.status).toBe(200)
    expect(page.title).toBe('Mel de aroeira puro — R$&nbsp;35,50 / kg em Serra/ES | Campo Solidário'.replace('&nbsp;', '\u00a0'))
    expect(page.html.match(/<title>/g)).toHaveLength(1)
    expect(page.meta('description')).toBe(
      '10 kg disponíveis. Mel silvestre colhido na serra capixaba, pote de 500 g. Entrego em Vitória às sextas.',
    )
    expect(page.html).not.toContain('Genérica')
    expect(page.canonical).toBe(`${SITE}/product/${withPhoto}`)
    expect(page.meta('og:title')).toBe(page.title)
    expect(page.meta('og:url')).toBe(`${SITE}/product/${withPhoto}`)
    expect(page.meta('og:type')).toBe('product')
    expect(page.meta('og:locale')).toBe('pt_BR')
    expect(page.meta('og:site_name')).toBe('Campo Solidário')
    expect(page.meta('og:image')).toBe(`${SITE}/og/anuncio/${withPhoto}.jpg`)
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630'])
    expect(page.meta('og:image:alt')).toBe('Mel de aroeira puro')
    expect(page.meta('twitter:card')).toBe('summary_large_image')
    expect(page.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Mel de aroeira puro',
      offers: {
        '@type': 'Offer',
        price: '35.50',
        priceCurrency: 'BRL',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '35.50',
          priceCurrency: 'BRL',
          unitCode: 'KGM',
          referenceQuantity: { value: 1, unitCode: 'KGM' },
        },
        availability: 'https://schema.org/InStock',
        inventoryLevel: { value: 10, unitCode: 'KGM' },
        seller: { '@type': 'Person', name: 'Maria Souza' },
        areaServed: { name: 'Serra/ES' },
      },
    })
    // The text paints from the HTML too.
    const body = page.html.slice(page.html.indexOf('<body>'))
    for (const text of [
      'Mel de aroeira puro',
      'R$\u00a035,50 / kg · 10 kg disponíveis',
      'Serra, ES',
      'Mel silvestre colhido na serra capixaba',
    ]) {
      expect(body).toContain(text)
    }
    expect(page.headers.get('cache-control')).toBe('public, no-cache')
  })

  it("an ad without a price says 'A combinar' and offers no price", async () => {
    const page = await crawl(`/product/${withoutPhoto}`)
    expect(page.title).toBe('Queijo minas frescal — A combinar em Serra/ES | Campo Solidário')
    expect(page.meta('description')).toContain('Queijo minas frescal em Serra/ES')
    expect(page.jsonLd.offers).not.toHaveProperty('price')
  })

  it('a sold-out ad says "Esgotado" in its preview and is SoldOut to Google', async () => {
    const client = await maria()
    const soldOut = randomUUID()
    const ad = newAd({ id: soldOut, titulo: 'Tomate italiano', preco: 6, unidade: 'kg', quantidade_disponivel: 0 })
    expect((await client.from('anuncios').insert(ad)).error).toBeNull()
    const page = await crawl(`/product/${soldOut}`)
    expect(page.title).toBe('Tomate italiano — R$\u00a06,00 / kg em Serra/ES | Campo Solidário')
    expect(page.meta('description')).toMatch(/^Esgotado\. Tomate italiano em Serra\/ES/)
    expect(page.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', inventoryLevel: { value: 0 } })
  })

  it.each([
    ['its first photo', () => withPhoto],
    ["its category's illustration (no photo)", () => withoutPhoto],
  ])('its preview picture is a JPEG WhatsApp shows, made from %s', async (_, id) => {
    const answer = await fetch(`${base}/og/anuncio/${id()}.jpg`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    const jpeg = Buffer.from(await answer.arrayBuffer())
    expect(jpeg.length).toBeLessThanOrEqual(MAX_OG_BYTES)
    const info = await sharp(jpeg).metadata()
    expect(info.format).toBe('jpeg')
    expect(info.width).toBeGreaterThanOrEqual(600)
    expect([info.width, info.height]).toEqual([1200, 630])
  })

  it('hostile titles and descriptions are escaped, truncated at a word, and cannot break the page', async () => {
    const page = await crawl(`/product/${hostile}?q=<script>alert(1)</script>`)
    expect(page.status).toBe(200)
    expect(page.html).not.toContain("<script>alert('x')</script>")
    expect(page.html).not.toContain('alert(1)')
    expect(page.html.match(/<\/title>/g)).toHaveLength(1)
    expect(page.title).toContain('&lt;/title&gt;&lt;script&gt;')
    expect(page.jsonLd.name).toBe(`"/></title><script>alert('x')</script> Mel 🍯 açaí $& $' $\``)
    expect(page.html).toContain('açaí $&amp; $&#39; $`</h1>')
    const description = page.meta('description')!
    expect(description).toContain('Começo &lt;/script&gt;&lt;!--')
    const unescaped = description.replace(/&(lt|gt|amp|quot|#39);/g, 'x')
    expect(unescaped.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/palavra…$/)
    expect(page.html).not.toMatch(/<\/script><!--/)
  })

  it('an ad out of public view points to public ads of its category, those of its city first', async () => {
    const page = await crawl(`/product/${paused}`)
    expect(page.status).toBe(404)
    const offered = [...page.html.matchAll(/<li><a href="\/product\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1])
    expect(offered[0]).toBe('Milho crioulo da Serra')
    expect(offered.indexOf('Feijão carioca novo')).not.toBe(0)
    expect(offered).not.toContain('Feijão guardado')
  })

  it.each([
    ['paused', () => paused],
    ['unknown', () => randomUUID()],
    ['not an id at all', () => "nao-e-um-id'<x>"],
  ])('an ad %s answers 404 with noindex and a way onwards, with no database error', async (_, id) => {
    const page = await crawl(`/product/${encodeURIComponent(id())}`)
    expect(page.status).toBe(404)
    expect(page.meta('robots')).toBe('noindex')
    expect(page.html).toContain('Este anúncio não está mais disponível')
    expect(page.html).toContain('href="/frete-solidario"')
    expect(page.html).not.toContain('<x>')
  })
})

describe("a seller's profile and a trip, before any JavaScript", () => {
  it("/vendedor/{username}: name, city, ads and rating, with the initials' picture; never a phone", async () => {
    const page = await crawl('/vendedor/maria.souza')
    expect(page.status).toBe(200)
    expect(page.title).toBe('Maria Souza — produtor em Santa Maria de Jetibá/ES | Campo Solidário')
    expect(page.meta('description')).toMatch(
      /^\d+ anúncios ativos, (avaliação \d,\d \(\d+ avaliaç(ão|ões)\)|novo no Campo Solidário)\./,
    )
    expect(page.meta('og:type')).toBe('profile')
    expect(page.meta('og:image')).toBe(`${SITE}/og/vendedor/maria.souza.jpg`)
    expect(page.html).not.toContain(DEMO.maria.telefone)
    const picture = await fetch(`${base}/og/vendedor/maria.souza.jpg`)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(1200)
    expect((await fetch(`${base}/og/vendedor/ninguem.aqui.jpg`)).status).toBe(404)
  })

  it('a malformed escape in any address names no page: 404, never an error', async () => {
    for (const address of [
      '/product/%E0%A4%A',
      '/vendedor/%ZZ',
      '/og/vendedor/%ZZ.jpg',
      '/viagens/%ZZ',
      '/og/anuncio/%E0.jpg',
      '/%ZZ',
    ]) {
      expect((await fetch(`${base}${address}`)).status, address).toBe(404)
    }
  })

  it('/viagens/{id}: route, date and space left, with a route picture; never the phone', async () => {
    const page = await crawl(`/viagens/${trip.id}`)
    expect(page.status).toBe(200)
    expect(page.title).toMatch(
      /^Frete Solidário: Santa Maria de Jetibá\/ES → Vitória\/ES, \S+, \d\d\/\d\d às 06:00 \| Campo Solidário$/,
    )
    expect(page.meta('description')).toBe(
      'Caminhonete com 800 kg livres. Paradas: Santa Maria de Jetibá/ES, Domingos Martins/ES, Vitória/ES. Reserve espaço e divida o frete.',
    )
    expect(page.html).not.toContain(trip.contato)
    const picture = await fetch(`${base}/og/viagem/${trip.id}.jpg`)
    expect(picture.status).toBe(200)
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg')
  })

  it("an unknown seller or trip gets the plain frame (the app says it is not found); a seller's is the profile's frame", async () => {
    for (const address of ['/vendedor/ninguem.aqui', `/viagens/${randomUUID()}`]) {
      const page = await crawl(address)
      expect(page.status).toBe(200)
      expect(page.title).toBe('Campo Solidário')
    }
    expect((await crawl('/vendedor/ninguem.aqui')).html).toContain('seller frame')
    expect((await crawl('/vendedor/maria.souza')).html).toContain('seller frame')
  })
})

describe('sitemap and robots, from the live data', () => {
  it('/sitemap.xml lists exactly what is public: ads, their sellers, open trips and the static pages', async () => {
    const answer = await fetch(`${base}/sitemap.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await answer.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])
    const { rows: ads } = await backend.db.query<{ id: string }>(
      `select id from anuncios where status = 'ativo' and expira_em > now()`,
    )
    const listedAds = locs.filter((l) => l.startsWith(`${SITE}/product/`)).map((l) => l.split('/').pop())
    expect(listedAds.sort()).toEqual(ads.map((a) => a.id).sort())
    expect(listedAds).not.toContain(paused)
    expect(locs).toContain(`${SITE}/vendedor/maria.souza`)
    // Only trips a visitor may open whose day has not passed.
    const { rows: trips } = await backend.db.query<{ id: string }>(
      `select id from viagens where status in ('aberta', 'lotada') and data >= interno.hoje()`,
    )
    expect(trips.length).toBeGreaterThan(0)
    expect(
      locs
        .filter((l) => l.startsWith(`${SITE}/viagens/`))
        .map((l) => l.split('/').pop())
        .sort(),
    ).toEqual(trips.map((t) => t.id).sort())
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/quem-somos`, `${SITE}/informativos/horta`]))
    expect(locs).not.toContain(`${SITE}/shell`)
  })

  it('when the database fails, the last good sitemap answers (never a 500); with none yet, "try again later"', async () => {
    let failing = false
    const proxy = forwardingProxy(backend.url, (_, res) => failing && !!res.writeHead(500).end('{"message":"down"}'))
    const proxied = await listening(proxy)
    const start = async () => {
      const app = createAppServer(dist, { supabaseUrl: proxied, anonKey: backend.anonKey, siteUrl: SITE, sitemapFreshMs: 50 })
      await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
      return { app, url: `http://127.0.0.1:${(app.address() as AddressInfo).port}/sitemap.xml` }
    }
    const first = await start()
    try {
      const good = await (await fetch(first.url)).text()
      expect(good).toContain(`/product/${withPhoto}`)
      failing = true
      await new Promise((resolve) => setTimeout(resolve, 100))
      for (let i = 0; i < 3; i++) {
        const answer = await fetch(first.url)
        expect(answer.status).toBe(200)
        expect(await answer.text()).toBe(good)
      }
      const fresh = await start()
      const none = await fetch(fresh.url)
      expect(none.status).toBe(503)
      expect(none.headers.get('retry-after')).toBe('30')
      fresh.app.close()
    } finally {
      first.app.close()
      proxy.close()
    }
  })

  it('past 50,000 addresses the sitemap is an index of numbered files', () => {
    const entries = Array.from({ length: URLS_PER_FILE + 1 }, (_, i) => ({
      path: `/product/${i}`,
      lastmod: '2026-11-25T00:00:00Z',
    }))
    const index = sitemapDocument(SITE, entries)!
    expect(index).toContain('<sitemapindex')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/sitemap-1.xml`,
      `${SITE}/sitemap-2.xml`,
    ])
    expect(sitemapDocument(SITE, entries, 2)!.match(/<url>/g)).toHaveLength(1)
    expect(sitemapDocument(SITE, entries, 3)).toBeNull()
  })

  it('/robots.txt keeps crawlers out of the account and admin screens and points to the sitemap', async () => {
    const answer = await fetch(`${base}/robots.txt`)
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await answer.text()
    for (const privatePath of ['/meus-anuncios', '/configuracoes', '/mensagens', '/gerenciar-usuarios', '/gerenciar-denuncias']) {
      expect(text).toContain(`Disallow: ${privatePath}`)
    }
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(text).not.toMatch(/Disallow: \/product/)
  })
})

it('when the database does not answer in time, an ad page is the prerendered frame, never an error', async () => {
  const silent = createServer(() => undefined) // accepts, never answers
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const slow = createAppServer(dist, {
    supabaseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    anonKey: backend.anonKey,
    siteUrl: SITE,
    readTimeoutMs: 300,
  })
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
  try {
    const started = Date.now()
    const answer = await fetch(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/product/${withPhoto}`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(FRAME)
    expect(Date.now() - started).toBeLessThan(5000)
    // Its preview picture says to try again later, never an error page or a broken image cached.
    const picture = await fetch(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/og/anuncio/${withoutPhoto}.jpg`)
    expect(picture.status).toBe(503)
    expect(picture.headers.get('retry-after')).toBe('30')
  } finally {
    slow.close()
    silent.closeAllConnections()
    silent.close()
  }
})
