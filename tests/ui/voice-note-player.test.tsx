import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VoiceNotePlayer } from '@/features/voice-notes/VoiceNotePlayer'
import { DATA_SAVER_KEY, setDataSaver } from '@/lib/device/data-saver'
import { theme } from '@/ui/theme'

// A conversation's voice note is fetched when shown (so it plays with no signal later) — unless
// "Economia de dados" is on: then only when played.
const offline = vi.hoisted(() => ({ voiceNoteFile: vi.fn(async () => new Blob(['ogg'], { type: 'audio/webm' })) }))
vi.mock('@/offline', () => offline)

afterEach(() => {
  localStorage.removeItem(DATA_SAVER_KEY)
  offline.voiceNoteFile.mockClear()
})

function show() {
  render(
    <MantineProvider theme={theme} env="test">
      <VoiceNotePlayer caminho="u1/m1.webm" duracaoMs={15_000} />
    </MantineProvider>,
  )
}

describe('a conversation voice note', () => {
  it('is fetched as soon as it is shown', async () => {
    show()
    await waitFor(() => expect(offline.voiceNoteFile).toHaveBeenCalledWith('u1/m1.webm', 'audios'))
  })

  it('with "Economia de dados" on, is fetched only when played', async () => {
    setDataSaver(true)
    show()
    const play = screen.getByRole('button', { name: 'Reproduzir mensagem de voz' })
    expect(offline.voiceNoteFile).not.toHaveBeenCalled()
    fireEvent.click(play)
    await waitFor(() => expect(offline.voiceNoteFile).toHaveBeenCalledTimes(1))
  })
})
