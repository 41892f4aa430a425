import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { usePixKey } from '@/offline'
import { PixKeyDialog } from './dialogs/PixKeyDialog'

/** In /configuracoes: the seller's Pix key — shown and changed from the phone's copy, so offline too. */
export function PixKeySettings({ userId }: { userId: string }) {
  const pix = usePixKey(userId)
  const [open, setOpen] = useState(false)
  const key = pix?.key ?? null
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chave-pix-titulo">
      <Stack gap="xs">
        <Title order={2} size="h4" id="chave-pix-titulo">
          Chave Pix
        </Title>
        {key ? (
          <Text>
            {key.chave}
            {key.pending && !key.refusal && (
              <Text span size="sm" c="dimmed">
                {' '}
                (aguardando envio)
              </Text>
            )}
          </Text>
        ) : (
          <Text size="sm">
            {pix?.tried ? 'Nenhuma chave. Adicione uma para receber pagamentos de pedidos por Pix.' : 'Carregando...'}
          </Text>
        )}
        {key?.refusal && (
          <Alert color="red" variant="light" p="xs">
            A chave não foi salva: {key.refusal}
          </Alert>
        )}
        <Group>
          <Button variant="light" onClick={() => setOpen(true)} disabled={!pix}>
            {key ? 'Alterar chave Pix' : 'Adicionar chave Pix'}
          </Button>
        </Group>
      </Stack>
      {open && <PixKeyDialog userId={userId} current={key} onClose={() => setOpen(false)} />}
    </Paper>
  )
}
