import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { optionalPart } from '@/lib/page-start/optional-part'

// A part a screen can do without: its code failing to load (offline before the phone kept the app)
// leaves the screen whole, and the part is asked for again once the browser is back online.

const Button = ({ label }: { label: string }) => <button type="button">{label}</button>

describe('an optional part', () => {
  it('shows nothing when its code cannot load, keeps the screen, and loads again once back online', async () => {
    let attempts = 0
    const offline = Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    offline.catch(() => undefined)
    const Part = optionalPart(() => {
      attempts++
      return attempts === 1 ? offline : Promise.resolve({ default: Button })
    })
    const screenWith = (key: string) => (
      <main>
        <h1>Café especial</h1>
        <Suspense fallback={null}>
          <Part key={key} label="Ouvir anúncio" />
        </Suspense>
      </main>
    )
    const view = render(screenWith('first'))
    // React has rendered what the failed load gave (the error boundary would have taken the screen).
    await act(() => offline.catch(() => undefined))
    expect(screen.getByRole('heading', { name: 'Café especial' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(attempts).toBe(1)

    // Still offline: shown again, it does not ask again.
    view.rerender(screenWith('again'))
    expect(screen.queryByRole('button')).toBeNull()
    expect(attempts).toBe(1)

    window.dispatchEvent(new Event('online'))
    view.rerender(screenWith('online'))
    expect(await screen.findByRole('button', { name: 'Ouvir anúncio' })).toBeTruthy()
    expect(attempts).toBe(2)
  })
})
