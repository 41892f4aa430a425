import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdPhoto } from '@/features/ads'
import { config } from '@/lib/server/config'
import { DATA_SAVER_KEY, setDataSaver } from '@/lib/device/data-saver'
import { cardPhotoSize, galleryPhotoSize, photoSizeFor, screenPhotoPath } from '@/lib/media/photo-size'
import { cardPhotoPath } from '@/lib/server/storage-url'
import { theme } from '@/ui/theme'

// Cards show an ad photo's small version, or its screen version on a 2× screen; the ad page the
// small, screen or large one for the width its gallery draws; an ad without photos its category's picture. With "Economia de dados"
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

afterEach(() => {
  localStorage.removeItem(DATA_SAVER_KEY)
  vi.unstubAllGlobals()
})

describe('ad photo', () => {
  it('the small version lives beside the large one', () => {
    expect(cardPhotoPath(PATH)).toBe('anuncios/u1/a1/1.card.webp')
    expect(cardPhotoPath('anuncios/u1/a1/foto.jpeg')).toBe('anuncios/u1/a1/foto.card.webp')
    expect(screenPhotoPath(PATH)).toBe('anuncios/u1/a1/1.screen.webp')
  })

  it('the size for a width: the smallest that covers it, within 10 %', () => {
    expect(photoSizeFor(360)).toBe('card')
    expect(photoSizeFor(528)).toBe('card')
    expect(photoSizeFor(720)).toBe('screen')
    expect(photoSizeFor(1080)).toBe('large')
    expect(photoSizeFor(1080, 'screen')).toBe('screen')
    // A card is drawn at most 400 px across: small at DPR 1 and 1.3, the screen version from 1.5, never large.
    expect([1, 1.3, 1.5, 2, 3].map((devicePixelRatio) => cardPhotoSize({ innerWidth: 360, devicePixelRatio }))).toEqual([
      'card',
      'card',
      'screen',
      'screen',
      'screen',
    ])
    // The gallery on a computer (640 px beside the details): the screen version at DPR 1, the large at 2.
    expect(galleryPhotoSize({ innerWidth: 1280, devicePixelRatio: 1 })).toBe('screen')
    expect(galleryPhotoSize({ innerWidth: 1280, devicePixelRatio: 2 })).toBe('large')
  })

  it('on a 2× screen a card shows the screen version; a thumbnail still the small one', () => {
    vi.stubGlobal('devicePixelRatio', 2)
    show({ card: true })
    expect(screen.getByRole('img', { name: 'Mel' })).toHaveAttribute('src', url('anuncios/u1/a1/1.screen.webp'))
    render(
      <MantineProvider theme={theme} env="test">
        <AdPhoto ad={{ imagens: [PATH], categoria: 'comida' }} alt="Miniatura" thumbnail />
      </MantineProvider>,
    )
    expect(screen.getByRole('img', { name: 'Miniatura' })).toHaveAttribute('src', url('anuncios/u1/a1/1.card.webp'))
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

  it('the ad page takes the size its gallery draws: a 360 px phone the small one at DPR 1, the screen one at DPR 2', () => {
    vi.stubGlobal('innerWidth', 360)
    vi.stubGlobal('devicePixelRatio', 1)
    show({ alt: 'DPR 1' })
    expect(screen.getByRole('img', { name: 'DPR 1' })).toHaveAttribute('src', url('anuncios/u1/a1/1.card.webp'))
    vi.stubGlobal('devicePixelRatio', 2)
    show({ alt: 'DPR 2' })
    const img = screen.getByRole('img', { name: 'DPR 2' })
    expect(img).toHaveAttribute('src', url('anuncios/u1/a1/1.screen.webp'))
    expect(img).not.toHaveAttribute('srcset')
    // A photo older than its screen version: the large one, then "sem imagem" if that fails too.
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'DPR 2' })).toHaveAttribute('src', url(PATH))
    fireEvent.error(screen.getByRole('img', { name: 'DPR 2' }))
    expect(screen.getByRole('img', { name: 'DPR 2' })).toHaveAttribute('src', '/icons/sem-imagem.svg')
    vi.stubGlobal('devicePixelRatio', 3)
    show({ alt: 'DPR 3' })
    expect(screen.getByRole('img', { name: 'DPR 3' })).toHaveAttribute('src', url(PATH))
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
