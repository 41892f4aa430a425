import { Box, Text } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useConnected } from '@/lib/server/use-connected'

/**
 * A polite, always-visible notice while the backend cannot be reached — with no signal, or with
 * bars and no data (lib/server/connection.ts decides from what requests do, not from the browser's flag).
 */
export function OfflineIndicator() {
  const online = useConnected()
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box bg="yellow.2" py={6} px="md">
          <Text size="sm" fw={600} ta="center" c="dark.9">
            <IconWifiOff size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            Você está offline. O que você já abriu continua disponível.
          </Text>
        </Box>
      )}
    </Box>
  )
}
