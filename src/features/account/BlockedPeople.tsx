import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { announceChange } from '@/features/send-state'
import type { Author } from '@/lib/server/session'
import { recordingFailure } from '@/offline'
import { desbloquearPessoa, useBlocks } from '@/offline/safe-negotiation'
import { RecordingError } from '@/features/phone-space'

/** In /configuracoes: the people the person blocked, each with "Desbloquear". */
export function BlockedPeople({ autor }: { autor: Author }) {
  const blocks = useBlocks(autor.id)
  const [erro, setErro] = useState<string | null>(null)
  const unblock = async (id: string, nome: string) => {
    try {
      await announceChange(() => desbloquearPessoa(autor, id), `Você desbloqueou ${nome}.`)
      setErro(null)
    } catch (error) {
      setErro(recordingFailure(error, 'Não foi possível desbloquear. Tente novamente.'))
    }
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bloqueados-titulo">
      <Stack gap="xs">
        <Title order={2} size="h4" id="bloqueados-titulo">
          Pessoas bloqueadas
        </Title>
        {blocks === undefined ? (
          <Text size="sm">Carregando...</Text>
        ) : blocks.length === 0 ? (
          <Text size="sm">
            Ninguém bloqueado. Para bloquear alguém, abra a conversa com a pessoa e toque em “Bloquear pessoa”.
          </Text>
        ) : (
          <List listStyleType="none" spacing={4} aria-label="Pessoas bloqueadas">
            {blocks.map((block) => {
              const nome = block.bloqueado_nome ?? 'Pessoa'
              return (
                <List.Item key={block.bloqueado_id}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm">{nome}</Text>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Desbloquear ${nome}`}
                      onClick={() => void unblock(block.bloqueado_id, nome)}
                    >
                      Desbloquear
                    </Button>
                  </Group>
                </List.Item>
              )
            })}
          </List>
        )}
        <RecordingError message={erro} />
      </Stack>
    </Paper>
  )
}
