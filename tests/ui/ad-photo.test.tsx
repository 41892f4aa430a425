import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdPhoto } from '@/features/ads'
import { config } from '@/lib/config'
import { cardPhotoPath } from '@/lib/storage-url'
import { theme } from '@/ui/theme'

// Cards show an ad photo's small version; the ad page the large one; an ad without photos its
// category's picture.
const PATH = 'anuncios/u1/a1/1.webp'
const url = (path: string) => `${config.supabaseUrl}/storage/v1/object/public/imagens/${path}`

function show(props: Partial<Parameters<typeof AdPhoto>[0]>) {
  render(
    <MantineProvider theme={theme} env="test">
      <AdPhoto ad={{ imagens: [PATH], categoria: 'comida' }} alt="Mel" {...props} />
    </MantineProvider>,
  )
}

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

  it('the ad page shows the large photo', () => {
    show({})
    expect(screen.getByRole('img', { name: 'Mel' })).toHaveAttribute('src', url(PATH))
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
