import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BootPhoto } from '@/ui/boot-photos'
import { BOOT_PHOTOS_EVENT } from '@/ui/prerendered'

// A loading card shows the photo the page's boot script found for it — on that page only, never
// on another page or a filtered list (whose first ads differ).
const URLS = ['https://api.test/1.card.webp', '', 'https://api.test/3.card.webp']

afterEach(() => {
  delete window.__bootPhotos
  window.history.replaceState(null, '', '/')
})

const slot = (container: HTMLElement, index: number) => container.querySelector(`img[data-boot-photo="${index}"]`)!

describe('boot photos', () => {
  it('shows the photo of its place once the boot script announces them; none for an ad without', () => {
    window.history.replaceState(null, '', '/frete-solidario')
    const { container } = render(
      <>
        {[0, 1, 2].map((i) => (
          <BootPhoto key={i} index={i} fit="cover" />
        ))}
      </>,
    )
    expect(slot(container, 0).getAttribute('src')).toBeNull()
    act(() => {
      window.__bootPhotos = { path: '/frete-solidario', urls: URLS }
      window.dispatchEvent(new Event(BOOT_PHOTOS_EVENT))
    })
    expect(slot(container, 0).getAttribute('src')).toBe(URLS[0])
    expect(slot(container, 1).getAttribute('src')).toBeNull()
    expect(slot(container, 2).getAttribute('src')).toBe(URLS[2])
    // Only the first is fetched at once, the rest when near the screen.
    expect(slot(container, 0).getAttribute('loading')).toBe('eager')
    expect(slot(container, 2).getAttribute('loading')).toBe('lazy')
  })

  it('another page, or the same page with a search, shows none of them', () => {
    window.__bootPhotos = { path: '/frete-solidario', urls: URLS }
    window.history.replaceState(null, '', '/favoritos')
    expect(slot(render(<BootPhoto index={0} fit="cover" />).container, 0).getAttribute('src')).toBeNull()
    window.history.replaceState(null, '', '/frete-solidario?category=comida')
    expect(slot(render(<BootPhoto index={0} fit="cover" />).container, 0).getAttribute('src')).toBeNull()
  })
})
