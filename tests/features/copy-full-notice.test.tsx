import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { CopyFullNotice } from '@/features/sync/CopyFullNotice'
import { SessionContext, signedOutSession } from '@/lib/server/session'
import { noteRefresh } from '@/offline/engine/copy-space'
import { theme } from '@/ui/theme'

// Under the header: the sync's refresh found the phone too full to keep what the server sent.

afterEach(() => noteRefresh('kept'))

describe('the phone too full for the news', () => {
  it('says so with "Liberar espaço", and "Entendi" hides it while the phone stays full', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <SessionContext.Provider value={signedOutSession}>
          <CopyFullNotice />
        </SessionContext.Provider>
      </MantineProvider>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => noteRefresh('full'))
    const notice = screen.getByRole('alert')
    expect(notice).toHaveTextContent('O app não conseguiu guardar as novidades neste celular para usar sem internet.')
    // Its code comes when the phone is full, not with every page's sync line.
    expect(await screen.findByRole('button', { name: 'Liberar espaço' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => noteRefresh('full'))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
