import { Alert, Button, List, Text } from '@mantine/core'
import { dismissLost, useLostChanges } from '@/offline/use-lost-changes'

/**
 * The changes the browser cleared from the phone before they were sent (it evicts a site's data
 * under storage pressure): named, with what to do, until the person has read them.
 */
export function LostChangesNotice() {
  const lost = useLostChanges()
  if (lost.length === 0) return null
  return (
    <Alert color="red" variant="light" role="alert" title="Alterações perdidas" mx="md" my={6}>
      <Text size="sm">Estas alterações feitas neste celular se perderam e não foram enviadas:</Text>
      <List size="sm" my={4}>
        {lost.map((entry) => (
          <List.Item key={entry.key}>{entry.label}</List.Item>
        ))}
      </List>
      <Text size="sm">
        O navegador apagou os dados guardados do app para liberar espaço no celular. Faça estas alterações de novo quando puder.
      </Text>
      <Button size="compact-sm" variant="white" mt={6} onClick={dismissLost}>
        Entendi
      </Button>
    </Alert>
  )
}
