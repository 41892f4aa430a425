import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useSession } from '@/lib/server/session'
import { freePhoneSpace, NO_SPACE } from '@/offline'
import { FormError } from '@/ui/FormError'
import { freedText } from './freed-text'

/**
 * Where recording a change found the phone full: what happened, and "Liberar espaço" (what the
 * phone keeps only as a copy; never what waits to be sent), saying how much it freed. What the
 * person typed stays in the form, for "tente de novo".
 */
export function NoSpaceNotice() {
  return (
    <Alert color="red" variant="light" title="Sem espaço no celular">
      <Text size="sm">{NO_SPACE}</Text>
      <FreeSpaceButton />
    </Alert>
  )
}

/** "Liberar espaço" in a notice: what the phone keeps only as a copy goes, and it says how much. */
export function FreeSpaceButton({ children }: { children?: React.ReactNode }) {
  const { user } = useSession()
  const [freeing, setFreeing] = useState(false)
  const [freed, setFreed] = useState<string | null>(null)
  const free = async () => {
    setFreeing(true)
    setFreed(freedText(await freePhoneSpace(user?.id ?? null).catch(() => null)))
    setFreeing(false)
  }
  return (
    <>
      <Group gap="xs" mt={6}>
        <Button size="compact-sm" variant="white" loading={freeing} onClick={() => void free()}>
          Liberar espaço
        </Button>
        {children}
      </Group>
      {freed && (
        <Text size="sm" role="status" mt={4}>
          {freed}
        </Text>
      )}
    </>
  )
}

/** A form's failure to record: the full phone with "Liberar espaço", any other in its own words. */
export function RecordingError({ message }: { message: string | null }) {
  return message === NO_SPACE ? <NoSpaceNotice /> : <FormError message={message} />
}
