import { Badge } from '@mantine/core'

/** A status in its colour (shades chosen for AA contrast of their text). */
export function StatusPill({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={color} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  )
}
