import { ActionIcon, Indicator } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useSession } from '@/lib/server/session'
import { useUnreadNotificationCount } from '@/offline'

/** The bell in the header: leads to /notificacoes, with how many are unread (said in words too). */
export default function NotificationBell() {
  const { user } = useSession()
  const unread = useUnreadNotificationCount(user?.id)
  const label = unread === 0 ? 'Notificações' : `Notificações: ${unread === 1 ? '1 não lida' : `${unread} não lidas`}`
  return (
    <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} color="red.9" size={18} offset={4}>
      <ActionIcon component={Link} to="/notificacoes" variant="subtle" color="gray.8" size="md" aria-label={label} title={label}>
        <IconBell size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  )
}
