import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PendingMark, uploadProgressText } from '@/features/queued-changes'
import { reportUploadProgress } from '@/offline/engine/upload-progress'
import { theme } from '@/ui/theme'

// How far an ad's photos are, on its pending mark, while the sync sends them.

const photos = { entity: 'anuncio:a1', what: 'fotos' as const, file: 'anuncios/u/a1/2.webp', files: 5 }

describe('upload progress', () => {
  it('the text: photos stored of all, the share of bytes in steps of 5 %', () => {
    expect(uploadProgressText({ ...photos, seq: 1, stored: 2, fraction: 0.47 })).toBe('Enviando fotos: 2 de 5 (45 %)')
    expect(uploadProgressText({ ...photos, seq: 1, stored: 5, fraction: 1 })).toBe('Enviando fotos: 5 de 5 (100 %)')
    expect(uploadProgressText({ ...photos, seq: 1, what: 'audio', files: 1, stored: 0, fraction: 0.3 })).toBe(
      'Enviando áudio (30 %)',
    )
  })

  it('an ad’s pending mark shows its own upload while it goes, with a bar a screen reader names, and nothing after', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <PendingMark changes={[{ seq: 7, kind: 'publicarAnuncio', status: 'pending', attempts: 0 }]} />
      </MantineProvider>,
    )
    expect(screen.getByText('Aguardando envio')).toBeInTheDocument()
    act(() => reportUploadProgress(8, { ...photos, stored: 1, fraction: 0.2 }))
    expect(screen.queryByText(/Enviando fotos/)).toBeNull()
    act(() => reportUploadProgress(7, { ...photos, stored: 2, fraction: 0.45 }))
    expect(screen.getByText('Enviando fotos: 2 de 5 (45 %)')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Enviando fotos: 2 de 5 (45 %)' })).toHaveAttribute('aria-valuenow', '45')
    act(() => reportUploadProgress(7, null))
    expect(screen.queryByText(/Enviando fotos/)).toBeNull()
  })
})
