import { Alert, Button, Modal, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useConnected } from '@/lib/server/use-connected'
import { sendPendingNow, usePendingChangesOf } from '@/offline'

export type SignOutChoice = 'sair' | 'cancelar'

const alteracoes = (n: number) =>
  n === 1 ? '1 alteração sua ainda não foi enviada' : `${n} alterações suas ainda não foram enviadas`

/**
 * Before "Sair" with changes still on the phone: send them first (with a connection), or keep them
 * here for this person's next sign-in — never sent under anyone else's session. The count follows
 * the outbox: when what waited is sent while the question is open (the sync was already sending
 * it), nothing is left to ask and the person leaves as they asked.
 */
export default function SignOutDialog({
  userId,
  pending,
  onChoose,
}: {
  userId: string
  pending: number
  onChoose: (choice: SignOutChoice) => void
}) {
  const connected = useConnected()
  const left = usePendingChangesOf(userId) ?? pending
  const [sending, setSending] = useState(false)
  const [notAll, setNotAll] = useState(false)
  const chosen = useRef(false)
  const choose = (choice: SignOutChoice) => {
    if (chosen.current) return
    chosen.current = true
    onChoose(choice)
  }

  useEffect(() => {
    if (left === 0) choose('sair')
  })

  const sendFirst = async () => {
    setSending(true)
    const remaining = await sendPendingNow(userId).catch(() => left)
    setSending(false)
    if (remaining === 0) choose('sair')
    else setNotAll(true)
  }

  return (
    <Modal opened onClose={() => !sending && choose('cancelar')} title="Sair da conta" centered>
      <Stack>
        <Text>{alteracoes(left)} (mensagens, pedidos, anúncios ou outras mudanças).</Text>
        {notAll && (
          <Alert color="yellow" variant="light" role="alert">
            Não foi possível enviar tudo agora. Você pode guardar o que falta para o seu próximo acesso neste aparelho.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Se guardar, elas ficam neste aparelho e são enviadas quando você entrar de novo aqui. Ninguém mais consegue enviá-las
          nem vê-las nas telas do app.
        </Text>
        <Stack gap="xs">
          {connected && (
            <Button onClick={() => void sendFirst()} loading={sending}>
              Enviar agora e sair
            </Button>
          )}
          <Button variant="light" onClick={() => choose('sair')} disabled={sending}>
            Guardar para o meu próximo acesso e sair
          </Button>
          <Button variant="default" onClick={() => choose('cancelar')} disabled={sending}>
            Cancelar
          </Button>
        </Stack>
      </Stack>
    </Modal>
  )
}
