import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AdPhoto } from '@/features/ads'
import { config } from '@/lib/config'
import { DATA_SAVER_KEY, setDataSaver } from '@/lib/data-saver'
import { cardPhotoPath } from '@/lib/storage-url'
import { theme } from '@/ui/theme'

// Cards show an ad photo's small version; the ad page lets the browser pick the small or the large
// one for the width it draws; an ad without photos its category's picture. With "Economia de dados"
// on, no photo downloads until "Ver foto" is tapped, and then its small version.
const PATH = 'anuncios/u1/a1/1.webp'
const url = (path: string) => `${config.supabaseUrl}/storage/v1/object/public/imagens/${path}`

function show(props: Partial<Parameters<typeof AdPhoto>[0]>) {
  render(
    <MantineProvider theme={theme} env="test">
      <AdPhoto ad={{ imagens: [PATH], categoria: 'comida' }} alt="Mel" {...props} />
    </MantineProvider>,
  )
}

afterEach(() => localStorage.removeItem(DATA_SAVER_KEY))

describe('ad photo', () => {
  it('the small version lives beside the large one', () => {
    expect(cardPhotoPath(PATH)).toBe('anuncios/u1/a1/1.card.webp')
    expect(cardPhotoPath('anuncios/u1/a1/foto.jpeg')).toBe('anuncios/u1/a1/foto.card.webp')
  })

  it('a card shows the small version, sized, lazily; an old ad without one falls back to the large photo', () => {
    show({ card: true })
    const img = screen.getByRole('img', { name: 'Mel' })
    expect(img).toHaveAttribute('src', url('anuncios/u1/a1/1.card.webp'))
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '480')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Mel' })).toHaveAttribute('src', url(PATH))
  })

  it('the first card on screen is fetched at once', () => {
    show({ card: true, priority: true })
    const img = screen.getByRole('img', { name: 'Mel' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it("the ad page offers both sizes by width, so a phone's screen takes the small one", () => {
    show({})
    const img = screen.getByRole('img', { name: 'Mel' })
    expect(img).toHaveAttribute('src', url(PATH))
    expect(img).toHaveAttribute('srcset', `${url('anuncios/u1/a1/1.card.webp')} 480w, ${url(PATH)} 1600w`)
    expect(img).toHaveAttribute('sizes', '(max-width: 48em) 100vw, 640px')
    // An old ad with no small version: the large one alone, then "sem imagem" if that fails too.
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Mel' })).not.toHaveAttribute('srcset')
    expect(screen.getByRole('img', { name: 'Mel' })).toHaveAttribute('src', url(PATH))
    fireEvent.error(screen.getByRole('img', { name: 'Mel' }))
    expect(screen.getByRole('img', { name: 'Mel' })).toHaveAttribute('src', '/icons/sem-imagem.svg')
  })

  it(`with "Economia de dados" on: the category's picture and "Ver foto"; tapped, the small version`, async () => {
    setDataSaver(true)
    show({ h: 200 })
    expect(screen.queryByRole('img', { name: 'Mel' })).toBeNull()
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/categorias/comida.svg')
    fireEvent.click(await screen.findByRole('button', { name: 'Ver foto: Mel' }))
    const img = screen.getByRole('img', { name: 'Mel' })
    expect(img).toHaveAttribute('src', url('anuncios/u1/a1/1.card.webp'))
    expect(img).not.toHaveAttribute('srcset')
  })

  it('the switch applies at once to what is on screen', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <AdPhoto ad={{ imagens: ['anuncios/u1/a2/1.webp'], categoria: 'comida' }} alt="Mel" card />
      </MantineProvider>,
    )
    expect(screen.getByRole('img', { name: 'Mel' })).toBeInTheDocument()
    act(() => setDataSaver(true))
    expect(screen.queryByRole('img', { name: 'Mel' })).toBeNull()
    act(() => setDataSaver(false))
    expect(screen.getByRole('img', { name: 'Mel' })).toBeInTheDocument()
  })

  it('a photo not uploaded yet shows from the phone, in both sizes', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <AdPhoto ad={{ imagens: [PATH], categoria: 'comida', localPhotos: { [PATH]: new Blob(['x']) } }} alt="Mel" card />
      </MantineProvider>,
    )
    expect(screen.getByRole('img', { name: 'Mel' }).getAttribute('src')).toMatch(/^blob:/)
  })

  it('without photos: the picture of its category and "Sem imagem"', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <AdPhoto ad={{ imagens: [], categoria: 'cuidados' }} alt="Pomada" card />
      </MantineProvider>,
    )
    expect(screen.getByText('Sem imagem')).toBeInTheDocument()
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/categorias/cuidados.svg')
  })
})
