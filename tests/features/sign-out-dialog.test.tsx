import 'fake-indexeddb/auto'
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import SignOutDialog from '@/features/auth/SignOutDialog'
import { enqueue } from '@/offline/engine/outbox'
import { offlineDb } from '@/offline/store/offline-db'
import { theme } from '@/ui/theme'

// The question "Sair" asks when something of the person's still waits on the phone: it follows the
// outbox, so a change the sync sends while the question is open leaves nothing to ask.

afterEach(() => offlineDb.outbox.clear())

const waiting = (ownerId: string) =>
  enqueue(offlineDb, {
    kind: 'marcarConversaLida',
    entity: `conversa:a:${ownerId}`,
    ownerId,
    payload: { anuncio_id: 'a', comprador_id: ownerId },
  })

function ask(userId: string) {
  const onChoose = vi.fn()
  render(
    <MantineProvider theme={theme} env="test">
      <SignOutDialog userId={userId} pending={1} onChoose={onChoose} />
    </MantineProvider>,
  )
  return onChoose
}

it('what waited is sent while the question is open: the person leaves, as asked, without answering', async () => {
  await waiting('joao')
  const onChoose = ask('joao')
  expect(await screen.findByText(/^1 alteração sua ainda não foi enviada/)).toBeInTheDocument()
  expect(onChoose).not.toHaveBeenCalled()
  await offlineDb.outbox.where('ownerId').equals('joao').delete()
  await vi.waitFor(() => expect(onChoose).toHaveBeenCalledWith('sair'))
  expect(onChoose).toHaveBeenCalledTimes(1)
})

it('while something still waits, the question stays and its count follows the outbox; "Cancelar" stays', async () => {
  await waiting('maria')
  const onChoose = ask('maria')
  await waiting('maria')
  expect(await screen.findByText(/^2 alterações suas ainda não foram enviadas/)).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
  expect(onChoose).toHaveBeenCalledWith('cancelar')
  expect(onChoose).toHaveBeenCalledTimes(1)
})
