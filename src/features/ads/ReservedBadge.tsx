import { Badge } from '@mantine/core'

/** "Reservado": the seller is closing a deal — the ad stays visible and takes no new order. */
export function ReservedBadge() {
  return (
    <Badge color="orange.9" variant="filled" style={{ flexShrink: 0 }}>
      Reservado
    </Badge>
  )
}
