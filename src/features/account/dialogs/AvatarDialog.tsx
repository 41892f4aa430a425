import { Button, FileInput, Modal, Progress, Stack, Text } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { useState } from 'react'
import { FormError } from '@/ui/FormError'
import { useSubmission } from '@/ui/use-submission'
import { enviarAvatar } from '../api'

export function AvatarDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [arquivo, setArquivo] = useState<File | null>(null)
  const [progresso, setProgresso] = useState(0)
  const { busy, error, submit } = useSubmission((f: File) => enviarAvatar(f, setProgresso), onSaved)
  return (
    <Modal opened onClose={onClose} title="Imagem do perfil">
      <Stack>
        <FileInput
          label="Escolha uma foto"
          accept="image/png,image/jpeg,image/webp"
          leftSection={<IconPhoto size={18} aria-hidden />}
          value={arquivo}
          onChange={setArquivo}
          clearable
          placeholder="Nenhum arquivo escolhido"
        />
        {arquivo && <Text size="sm">Arquivo escolhido: {arquivo.name}</Text>}
        {busy && <Progress value={progresso} aria-label="Enviando a imagem" animated />}
        <Text size="xs" c="dimmed">
          A foto é reduzida no seu celular antes de enviar, para gastar pouco dado.
        </Text>
        <FormError message={error} />
        <Button disabled={!arquivo || busy} loading={busy} onClick={() => arquivo && void submit(arquivo)}>
          Salvar imagem
        </Button>
      </Stack>
    </Modal>
  )
}
