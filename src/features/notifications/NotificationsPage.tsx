import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications as toasts } from '@mantine/notifications'
import { IconBell } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { relativeDay } from '@/lib/formats/format'
import { useSession } from '@/lib/server/session'
import { marcarNotificacaoLida, marcarTodasComoLidas, useNotifications, type CachedNotification } from '@/offline'
import { LoadingState } from '@/ui/LoadingState'

const falhou = () => toasts.show({ color: 'red', message: 'Não foi possível marcar como lida. Tente novamente.' })

/** /notificacoes: what happened while the person was away, newest first; opening one marks it read. */
export function NotificationsPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const { notifications, loaded } = useNotifications(user?.id)
  if (!user || !loaded) return <LoadingState text="Carregando notificações..." />
  const unread = notifications.filter((n) => !n.lida_em).length

  const open = (n: CachedNotification) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (!n.lida_em) void marcarNotificacaoLida(user.id, n.id).catch(falhou)
    void navigate({ href: n.url })
  }

  return (
    <>
      <Group justify="space-between" mb="lg" wrap="wrap">
        <Title order={1}>Notificações</Title>
        {unread > 0 && (
          <Button variant="outline" onClick={() => void marcarTodasComoLidas(user.id).catch(falhou)}>
            Marcar todas como lidas
          </Button>
        )}
      </Group>
      {notifications.length === 0 ? (
        <Stack align="center" py={48} c="gray.7">
          <IconBell size={48} stroke={1.4} aria-hidden />
          <Text fz="lg">Nenhuma notificação por enquanto</Text>
          <Text size="sm">Mensagens, pedidos, reservas e avisos sobre seus anúncios aparecem aqui.</Text>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notifications.map((n) => (
            <li key={n.id}>
              <a href={n.url} onClick={open(n)} style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
                <Paper withBorder p="sm" radius="md" bg={n.lida_em ? undefined : 'campo.0'}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={n.lida_em ? 500 : 700}>{n.titulo}</Text>
                      <Text size="sm">{n.texto}</Text>
                    </Stack>
                    <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                      <Text size="xs" c="gray.7">
                        {relativeDay(n.created_at)}
                      </Text>
                      {!n.lida_em && (
                        <Badge color="red.9" variant="filled" size="sm">
                          Nova
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                </Paper>
              </a>
            </li>
          ))}
        </Stack>
      )}
    </>
  )
}
