import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useSyncExternalStore } from 'react'
import { canInstall, promptInstall, subscribeInstallPrompt } from './install-prompt'

export function InstallButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false)
  if (!available) return null
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      fullWidth={fullWidth}
      onClick={() => void promptInstall()}
    >
      Instalar aplicativo
    </Button>
  )
}
