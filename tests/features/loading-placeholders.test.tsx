import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { AdGridSkeleton } from '@/features/ads'
import { SellerSkeleton } from '@/features/sellers/SellerSkeleton'
import { theme } from '@/ui/theme'

// The places prerendered pages paint while their data loads. They hold still: a pulsing
// placeholder makes the page's main thread draw every frame while the app starts (docs/speed.md).
const inMantine = (node: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {node}
    </MantineProvider>,
  )

describe('loading placeholders', () => {
  it.each([
    ["a seller's page", <SellerSkeleton key="seller" />, 'Carregando perfil...'],
    ['a list of ads', <AdGridSkeleton key="ads" count={4} bootPhotos />, 'Carregando anúncios...'],
  ])('%s: said to screen readers, and nothing in it pulses', (_, placeholder, text) => {
    const { container } = inMantine(placeholder)
    expect(screen.getByRole('status')).toHaveTextContent(text)
    expect(container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0)
    expect(container.querySelectorAll('.mantine-Skeleton-root[data-animate]')).toHaveLength(0)
  })
})
