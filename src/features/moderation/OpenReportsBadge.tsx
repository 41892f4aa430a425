import { Badge, VisuallyHidden } from '@mantine/core'
import { useOpenReportCount } from '@/offline'

/** How many reported ads wait for a decision, on the header's "Denúncias"; nothing when none. */
export default function OpenReportsBadge() {
  const count = useOpenReportCount()
  if (!count) return null
  return (
    <Badge color="red.9" variant="filled" size="sm" circle>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>
        {count === 1 ? '1 anúncio com denúncias abertas' : `${count} anúncios com denúncias abertas`}
      </VisuallyHidden>
    </Badge>
  )
}
