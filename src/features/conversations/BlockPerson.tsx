import { Alert, Button, Group, Modal, Text } from '@mantine/core'
import { IconBan } from '@tabler/icons-react'
import { useState } from 'react'
import { announceChange } from '@/features/send-state'
import type { Author } from '@/lib/server/session'
import { bloquearPessoa, desbloquearPessoa } from '@/offline/safe-negotiation'
import { DialogButtons } from '@/ui/DialogButtons'

const failed = 'Não foi possível salvar. Tente novamente.'

/**
 * "Bloquear pessoa" in a conversation, confirmed first. Once blocked, the conversation says so and
 * offers "Desbloquear"; the other person is never told, only refused when they write.
 */
export function BlockPerson({
  autor,
  person,
  blocked,
}: {
  autor: Author
  person: { id: string; nome: string }
  blocked: boolean
}) {
  const [confirming, setConfirming] = useState(false)
  const [erro, setErro] = useState<string | null>(null)
  const act = async (work: () => Promise<unknown>, sent: string) => {
    try {
      await announceChange(work, sent)
      setErro(null)
      setConfirming(false)
    } catch {
      setErro(failed)
    }
  }
  if (blocked) {
    return (
      <Alert color="gray" title={`Você bloqueou ${person.nome}`}>
        <Text size="sm">Vocês não trocam mais mensagens nem pedidos.</Text>
        <Button
          mt="xs"
          size="compact-sm"
          variant="default"
          onClick={() => void act(() => desbloquearPessoa(autor, person.id), `Você desbloqueou ${person.nome}.`)}
        >
          Desbloquear
        </Button>
        {erro && (
          <Text size="sm" c="red.9" role="alert">
            {erro}
          </Text>
        )}
      </Alert>
    )
  }
  return (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-sm"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Bloquear pessoa
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Bloquear ${person.nome}?`} centered>
        <Text size="sm">
          {person.nome} não poderá mais enviar mensagens nem pedidos para você e não receberá nenhum aviso disso. Você pode
          desbloquear em Configurações.
        </Text>
        {erro && (
          <Text size="sm" c="red.9" role="alert">
            {erro}
          </Text>
        )}
        <DialogButtons
          label="Bloquear"
          color="red.9"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void act(() => bloquearPessoa(autor, person), `Você bloqueou ${person.nome}.`)}
        />
      </Modal>
    </Group>
  )
}
