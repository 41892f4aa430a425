import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../render'

describe('routing', () => {
  it('an unknown path shows the not-found page with a link home', async () => {
    const { router } = await renderApp('/pagina/que/nao/existe')
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para o início' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it('an unknown tag or article is not found either', async () => {
    await renderApp('/tags/nao-existe')
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
  })

  it('every path change scrolls to the top, but not the first page (its reader may have scrolled it already)', async () => {
    const calls: unknown[][] = []
    window.scrollTo = ((...args: unknown[]) => calls.push(args)) as typeof window.scrollTo
    const { router } = await renderApp('/quem-somos')
    await screen.findByRole('heading', { name: 'Quem Somos', level: 1 })
    expect(calls).toEqual([])
    await router.navigate({ to: '/sac-duvidas' })
    await screen.findByRole('heading', { name: 'S.A.C. Tira Dúvidas', level: 1 })
    expect(calls).toContainEqual([expect.objectContaining({ top: 0, left: 0 })])
    calls.length = 0
    await router.navigate({ to: '/sac-duvidas', hash: 'x' })
    expect(calls).toEqual([])
  })
})

describe('links pointed at', () => {
  it("fetch the screen's code ahead, unless the phone saves data", async () => {
    const { createAppRouter } = await import('@/router')
    const { DATA_SAVER_KEY } = await import('@/lib/device/data-saver')
    try {
      localStorage.setItem(DATA_SAVER_KEY, '0')
      expect(createAppRouter().options.defaultPreload).toBe('intent')
      localStorage.setItem(DATA_SAVER_KEY, '1')
      expect(createAppRouter().options.defaultPreload).toBe(false)
    } finally {
      localStorage.removeItem(DATA_SAVER_KEY)
    }
  })
})
