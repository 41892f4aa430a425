import { Button, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/ui/FormError'
import { useSubmission } from '@/ui/use-submission'
import { excluirConta } from '../api'
import { CONFIRMACAO_EXCLUSAO } from '../schemas'

export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const [texto, setTexto] = useState('')
  const { busy, error, submit } = useSubmission(excluirConta, onDeleted)
  return (
    <Modal opened onClose={onClose} title="Excluir conta">
      <Stack>
        <Text>
          Isto apaga de vez a sua conta, todos os seus anúncios com as fotos, seus comentários e favoritos. Não é possível
          desfazer.
        </Text>
        <TextInput
          label={`Para confirmar, digite ${CONFIRMACAO_EXCLUSAO}`}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          autoComplete="off"
        />
        <FormError message={error} />
        <Button
          color="red"
          disabled={texto.trim() !== CONFIRMACAO_EXCLUSAO || busy}
          loading={busy}
          onClick={() => void submit(texto.trim())}
        >
          Excluir minha conta
        </Button>
      </Stack>
    </Modal>
  )
}
