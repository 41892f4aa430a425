import { Badge, VisuallyHidden } from '@mantine/core'
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
    <Badge color="red.9" variant="filled" size="sm" circle>
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      {/* Read as words (an aria-label on a plain element is not announced everywhere). */}
      {!link && <VisuallyHidden>{label}</VisuallyHidden>}
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
