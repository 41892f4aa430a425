import { Badge } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'

/** Marks something made on this phone that has not reached the server yet. */
export function PendingBadge() {
  return (
    <Badge
      color="yellow.4"
      variant="filled"
      autoContrast
      leftSection={<IconCloudUpload size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      Aguardando envio
    </Badge>
  )
}
