import { Alert, Button, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { dismissCopyFull, useCopyCannotBeKept } from '@/offline/use-copy-space'

// Loaded only when the phone is full, not with every page's sync line.
const FreeSpaceButton = lazy(() => import('@/features/phone-space').then((m) => ({ default: m.FreeSpaceButton })))

/**
 * The sync received news from the server and the phone was too full to keep them: said once (not
 * at every refresh), with "Liberar espaço". What the person records is said by its own form.
 */
export function CopyFullNotice() {
  if (!useCopyCannotBeKept()) return null
  const understood = (
    <Button size="compact-sm" variant="subtle" onClick={dismissCopyFull}>
      Entendi
    </Button>
  )
  return (
    <Alert color="yellow" variant="light" role="alert" title="Celular sem espaço" mx="md" my={6}>
      <Text size="sm">
        O app não conseguiu guardar as novidades neste celular para usar sem internet. Libere espaço no celular ou apague aqui o
        que o app guarda só como cópia.
      </Text>
      <Suspense fallback={understood}>
        <FreeSpaceButton>{understood}</FreeSpaceButton>
      </Suspense>
    </Alert>
  )
}
