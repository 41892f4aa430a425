import { Modal, Text } from '@mantine/core'
import { DialogButtons } from './DialogButtons'

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  opened: boolean
  title: string
  message: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{message}</Text>
      <DialogButtons label={confirmLabel} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />
    </Modal>
  )
}
