import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { voiceNoteLabel } from '@/lib/media/voice-note'
import { IconMessage } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { relativeDay } from '@/lib/formats/format'
import { useSession } from '@/lib/server/session'
import { AdPhoto } from '@/features/ads'
import { useConversations } from '@/offline'
import { LoadingState } from '@/ui/LoadingState'

/** /mensagens: the conversations, newest first, each with its ad, the other person, the last message and what is unread. */
export function ConversationsPage() {
  const { user } = useSession()
  const conversations = useConversations(user?.id)
  if (!conversations) return <LoadingState text="Carregando mensagens..." />
  return (
    <>
      <Title order={1} mb="lg">
        Mensagens
      </Title>
      {conversations.length === 0 ? (
        <Stack align="center" py={48} c="gray.7">
          <IconMessage size={48} stroke={1.4} aria-hidden />
          <Text fz="lg">Você ainda não tem nenhuma mensagem</Text>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {conversations.map((c) => (
            <li key={`${c.anuncio_id}:${c.comprador_id}`}>
              <Link
                to="/mensagens/$anuncioId/$compradorId"
                params={{ anuncioId: c.anuncio_id, compradorId: c.comprador_id }}
                style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
              >
                <Paper withBorder p="sm" radius="md">
                  <Group wrap="nowrap" align="flex-start">
                    <div style={{ width: 64, height: 64, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
                      {c.ad ? <AdPhoto ad={c.ad} alt="" thumbnail h={64} w={64} fit="cover" /> : null}
                    </div>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={700} truncate>
                          {c.ad?.titulo ?? 'Anúncio'}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {relativeDay(c.last.created_at)}
                        </Text>
                      </Group>
                      <Text size="sm">{c.other}</Text>
                      <Group justify="space-between" wrap="nowrap">
                        <Text size="sm" c="dimmed" truncate>
                          {c.last.remetente_id === user?.id ? 'Você: ' : ''}
                          {c.last.audio_duracao_ms ? voiceNoteLabel(c.last.audio_duracao_ms) : c.last.texto}
                        </Text>
                        {c.unread > 0 && (
                          <Badge color="campo.9" variant="filled" circle>
                            {c.unread}
                            <VisuallyHidden> não lidas</VisuallyHidden>
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </Paper>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </>
  )
}
