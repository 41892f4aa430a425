import { act, render } from '@testing-library/react'
import { startTransition, Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AttachedMark, startAttaching, useHydrated } from '@/lib/page-start/hydration'

// What differs between the prerender and the browser renders once the app has attached to the
// page: the HTML it attaches to is the prerender's, never a mismatch, and afterwards the browser's.

let renders = 0
function Where() {
  renders++
  return <p>{useHydrated() ? 'no aparelho' : 'pré-renderizado'}</p>
}
const app = (
  <>
    <Where />
    <AttachedMark />
  </>
)

afterEach(() => {
  document.body.innerHTML = ''
  renders = 0
})

describe('useHydrated', () => {
  it('attaches to the prerendered HTML as it is, then shows the browser’s part, with no hydration error', async () => {
    const html = renderToString(app)
    expect(html).toContain('pré-renderizado')
    renders = 0
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    const errors = vi.fn()
    startAttaching()
    await act(async () => {
      startTransition(() => void hydrateRoot(root, app, { onRecoverableError: errors }))
    })
    expect(root.textContent).toBe('no aparelho')
    expect(errors).not.toHaveBeenCalled()
    // Once while attaching, once in the transition that follows: never a third, forced render.
    expect(renders).toBe(2)
  })

  it('changes in a transition: a part whose code is still loading leaves the prerendered one on screen', async () => {
    const never = new Promise<never>(() => undefined)
    function Loading(): never {
      throw never
    }
    function Part() {
      return <Suspense fallback={<p>carregando</p>}>{useHydrated() ? <Loading /> : <p>pré-renderizado</p>}</Suspense>
    }
    const page = (
      <>
        <Part />
        <AttachedMark />
      </>
    )
    const root = document.createElement('div')
    root.innerHTML = renderToString(page)
    document.body.append(root)
    startAttaching()
    await act(async () => {
      startTransition(() => void hydrateRoot(root, page))
    })
    expect(root.textContent).toBe('pré-renderizado')
  })

  it('a screen mounted once the app has started shows the browser’s part at once', () => {
    const { container } = render(<Where />)
    expect(container.textContent).toBe('no aparelho')
    expect(renders).toBe(1)
  })
})
