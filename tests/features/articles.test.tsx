import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ARTICLES, ARTICLE_CATEGORIES, TAGS } from '@/features/articles'
import { renderApp } from '../render'

describe('articles catalogue', () => {
  it('has three articles per tag and 4, 2, 1, 1 per category', () => {
    for (const tag of TAGS)
      expect(
        ARTICLES.filter((a) => a.tags.includes(tag)),
        tag,
      ).toHaveLength(3)
    expect(ARTICLE_CATEGORIES.map((c) => ARTICLES.filter((a) => a.category === c).length)).toEqual([4, 2, 1, 1])
    expect(ARTICLES.filter((a) => a.date.startsWith('2024-01'))).toHaveLength(6)
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length)
  })
})

describe('/informativos', () => {
  it('shows the six January 2024 articles first, and the pagination works', async () => {
    const { router } = await renderApp('/informativos')
    expect(await screen.findByRole('heading', { name: 'Nossas últimas notícias', level: 1 })).toBeInTheDocument()
    const firstPage = screen.getAllByRole('article')
    expect(firstPage).toHaveLength(6)
    expect(firstPage.map((a) => within(a).getByText(/\/2024$/).textContent)).toEqual(
      Array(6).fill(expect.stringMatching(/\/01\/2024$/)),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(router.state.location.search).toMatchObject({ page: 2 })
    expect(await screen.findByRole('link', { name: 'Compostagem doméstica passo a passo' })).toBeInTheDocument()
  })

  it('the sidebar search filters the articles, accent-insensitively', async () => {
    const { router } = await renderApp('/informativos')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Buscar nos informativos' }), 'CALENDULA{Enter}')
    expect(router.state.location.search).toMatchObject({ search: 'CALENDULA' })
    expect(await screen.findByText('1 informativo encontrado para "CALENDULA".')).toBeInTheDocument()
    const [found] = screen.getAllByRole('article')
    expect(within(found).getByRole('link', { name: 'Plantas medicinais que não podem faltar no quintal' })).toBeInTheDocument()
  })

  it('says when nothing matches', async () => {
    await renderApp('/informativos?search=abacaxi%20voador')
    expect(await screen.findByText('Nenhum informativo encontrado para "abacaxi voador".')).toBeInTheDocument()
  })

  it('the sidebar counts categories 4, 2, 1, 1 and links every tag', async () => {
    await renderApp('/informativos')
    const aside = await screen.findByRole('complementary', { name: 'Navegar pelos informativos' })
    expect(within(aside).getByRole('link', { name: 'Estilo de vida' })).toHaveAttribute('href', '/categories/estilo-de-vida')
    expect(
      within(aside)
        .getAllByText(/^\(\d\)$/)
        .map((n) => n.textContent),
    ).toEqual(['(4)', '(2)', '(1)', '(1)'])
    expect(within(aside).getByRole('link', { name: 'Alimentação' })).toHaveAttribute('href', '/tags/comida')
  })
})

describe('article, tag and category pages', () => {
  it('an article opens on its own page', async () => {
    await renderApp('/informativos/captacao-de-agua-da-chuva')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Captação de água da chuva: economia de até 30% na propriedade' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Famílias que adotaram a cisterna relatam economia de até 30%/)).toBeInTheDocument()
  })

  it('a tag page: banner, breadcrumb Casa / Informativos / name, three articles', async () => {
    await renderApp('/tags/comida')
    expect(await screen.findByRole('heading', { level: 1, name: 'Alimentação' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Você está em' })
    expect(within(crumbs).getByRole('link', { name: 'Casa' })).toHaveAttribute('href', '/')
    expect(within(crumbs).getByRole('link', { name: 'Informativos' })).toHaveAttribute('href', '/informativos')
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('a category page: featured card then the others; breadcrumb not clickable', async () => {
    await renderApp('/categories/estilo-de-vida')
    expect(await screen.findByRole('heading', { level: 1, name: 'Estilo de vida' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(within(screen.getByRole('navigation', { name: 'Você está em' })).queryAllByRole('link')).toHaveLength(0)
  })
})
