import 'fake-indexeddb/auto'
import { renderHook, waitFor } from '@testing-library/react'
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { useLookup } from '@/offline/engine/use-lookup'
import { OfflineDatabase } from '@/offline/store/database'

// An ad's, a seller's or a trip's page: "não encontrado" only once the server was asked and the
// phone, read after that, still has nothing — never because the read came before what the refresh
// stored (on a busy phone the screen said "Vendedor não encontrado" for a moment, then the seller).

const name = `lookup-${randomUUID()}`
const db = new OfflineDatabase(name)
// The refresh stores through another connection to the same database: the screen's read is not
// told of the change, so only a read made after the refresh can see it.
const elsewhere = new OfflineDatabase(name)
afterAll(() => db.delete())

const readMaria = () => db.perfis.where('username').equals('maria').first()

describe('one thing read from the phone and refreshed from the server', () => {
  it('is found once the refresh has stored it, and is never "not found" before that', async () => {
    const seen: string[] = []
    const pull = () => elsewhere.perfis.put({ id: 'm', username: 'maria', cachedAt: 1 } as never)
    const { result } = renderHook(() => {
      const lookup = useLookup('maria', pull, readMaria)
      seen.push(lookup.state)
      return lookup
    })
    await waitFor(() => expect(result.current.state).toBe('found'))
    expect(seen).not.toContain('notFound')
  })

  it('says "not found" once the server was asked and the phone has nothing', async () => {
    const { result } = renderHook(() =>
      useLookup(
        'ninguem',
        async () => undefined,
        () => db.perfis.where('username').equals('ninguem').first(),
      ),
    )
    await waitFor(() => expect(result.current.state).toBe('notFound'))
  })
})
