import { Badge } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSession } from '@/lib/session'
import { useUnreadCount } from '@/offline'

/**
 * The number of unread messages; nothing when there are none. `link`: the badge leads to
 * /mensagens (in the header; on the account's tab it sits inside the tab's own link).
 */
export default function UnreadBadge({ link = false }: { link?: boolean }) {
  const { user } = useSession()
  const unread = useUnreadCount(user?.id)
  if (!unread) return null
  const label = unread === 1 ? '1 mensagem não lida' : `${unread} mensagens não lidas`
  const badge = (
    <Badge color="red.9" variant="filled" size="sm" circle aria-label={link ? undefined : label}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  )
  return link ? (
    <Link to="/mensagens" aria-label={label} style={{ display: 'inline-flex', textDecoration: 'none' }}>
      {badge}
    </Link>
  ) : (
    badge
  )
}
