import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import SyncNotice from '@/features/sync/SyncNotice'
import { SessionContext, signedOutSession } from '@/lib/server/session'
import { setHistoryProgress } from '@/offline/engine/person-refresh'
import { theme } from '@/ui/theme'

// Under the header: a new phone of a person with a long history says how far its download has come.

afterEach(() => setHistoryProgress(null))

describe('a long history arriving', () => {
  it('is said with how many items have come, and the line goes when it is done', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <SessionContext.Provider value={signedOutSession}>
          <SyncNotice />
        </SessionContext.Provider>
      </MantineProvider>,
    )
    expect(screen.queryByText(/Trazendo seu histórico/)).toBeNull()
    act(() => setHistoryProgress({ rows: 1500 }))
    expect(screen.getByRole('status')).toHaveTextContent('Trazendo seu histórico para este celular: 1.500 itens até agora...')
    act(() => setHistoryProgress(null))
    expect(screen.queryByText(/Trazendo seu histórico/)).toBeNull()
  })
})
