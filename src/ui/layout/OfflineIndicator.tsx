import { Box, Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { IconWifiOff } from '@tabler/icons-react'

/** A polite, always-visible notice while there is no connection. */
export function OfflineIndicator() {
  const { online } = useNetwork()
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
