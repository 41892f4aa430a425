import { Alert } from '@mantine/core'

/** A form's error, announced to screen readers as it appears. */
export function FormError({ message }: { message: string | null }) {
  return <div aria-live="assertive">{message && <Alert color="red">{message}</Alert>}</div>
}
