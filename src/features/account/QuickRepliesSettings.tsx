import { ActionIcon, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import * as v from 'valibot'
import { announceChange } from '@/features/send-state'
import { recordingFailure } from '@/offline'
import { criarRespostaRapida, excluirRespostaRapida, MAX_QUICK_REPLIES, useQuickReplies } from '@/offline/safe-negotiation'
import { RecordingError } from '@/features/phone-space'
import { useState } from 'react'
import { respostaRapidaSchema } from './schemas'

/**
 * In /configuracoes: up to 5 sentences of the person's own, sent by one tap in a conversation
 * (besides the ready ones). Kept on the server, so they follow the person to another phone.
 */
export function QuickRepliesSettings({ userId }: { userId: string }) {
  const replies = useQuickReplies(userId)
  const form = useForm({ initialValues: { texto: '' }, validate: schemaResolver(respostaRapidaSchema, { sync: true }) })
  const [erro, setErro] = useState<string | null>(null)
  const full = (replies?.length ?? 0) >= MAX_QUICK_REPLIES
  const add = form.onSubmit(async (values) => {
    try {
      await announceChange(
        () => criarRespostaRapida(userId, v.parse(respostaRapidaSchema, values).texto),
        'Resposta rápida salva.',
      )
      form.reset()
      setErro(null)
    } catch (error) {
      setErro(recordingFailure(error, 'Não foi possível salvar a resposta. Tente novamente.'))
    }
  })
  const remove = async (id: string) => {
    try {
      await announceChange(() => excluirRespostaRapida(userId, id), 'Resposta rápida excluída.')
    } catch (error) {
      setErro(recordingFailure(error, 'Não foi possível excluir a resposta. Tente novamente.'))
    }
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="respostas-rapidas-titulo">
      <Stack gap="xs">
        <Title order={2} size="h4" id="respostas-rapidas-titulo">
          Respostas rápidas
        </Title>
        <Text size="sm" c="dimmed">
          Frases suas para enviar com um toque nas conversas (até {MAX_QUICK_REPLIES}).
        </Text>
        {replies === undefined ? (
          <Text size="sm">Carregando...</Text>
        ) : replies.length === 0 ? (
          <Text size="sm">Nenhuma resposta sua ainda.</Text>
        ) : (
          <List listStyleType="none" spacing={4} aria-label="Suas respostas rápidas">
            {replies.map((reply) => (
              <List.Item key={reply.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {reply.texto}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Excluir a resposta "${reply.texto}"`}
                    onClick={() => void remove(reply.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {full ? (
          <Text size="sm">Você já tem {MAX_QUICK_REPLIES} respostas rápidas. Exclua uma para criar outra.</Text>
        ) : (
          <form onSubmit={add} noValidate>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Nova resposta rápida"
                placeholder="Ex.: Entrego na feira de sábado"
                maxLength={200}
                style={{ flex: 1 }}
                {...form.getInputProps('texto')}
              />
              <Button type="submit" variant="light" loading={form.submitting}>
                Adicionar
              </Button>
            </Group>
          </form>
        )}
        <RecordingError message={erro} />
      </Stack>
    </Paper>
  )
}
