import { Badge } from '@mantine/core'

/** "Esgotado": the seller's count reached 0 — the ad stays visible and takes no order. */
export function SoldOutBadge() {
  return (
    <Badge color="gray.8" variant="filled" style={{ flexShrink: 0 }}>
      Esgotado
    </Badge>
  )
}
