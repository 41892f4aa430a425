import { Badge, VisuallyHidden } from '@mantine/core'
import { useSession } from '@/lib/server/session'
import { useUnreadCount } from '@/offline'

/** The number of unread messages, inside what leads to them (a tab, a menu entry); nothing when none. */
export default function UnreadBadge() {
  const { user } = useSession()
  const unread = useUnreadCount(user?.id)
  if (!unread) return null
  const label = unread === 1 ? '1 mensagem não lida' : `${unread} mensagens não lidas`
  return (
    <Badge color="red.9" variant="filled" size="sm" circle>
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      {/* Read as words (an aria-label on a plain element is not announced everywhere). */}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  )
}
