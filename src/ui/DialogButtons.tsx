import { Button, Group } from '@mantine/core'

/**
 * "Cancelar" and the dialog's action, right-aligned. Without `onConfirm` the action submits the
 * form the buttons are in.
 */
export function DialogButtons({
  label,
  busy = false,
  color = 'red',
  onConfirm,
  onCancel,
}: {
  label: string
  busy?: boolean
  color?: string
  onConfirm?: () => void
  onCancel: () => void
}) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button color={color} type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={busy}>
        {label}
      </Button>
    </Group>
  )
}
