import { Alert, Button, Group, Text } from '@mantine/core'

/**
 * A form found what the person was typing before the tab closed (offline/drafts): "Você tem um
 * anúncio não terminado — Continuar / Descartar". Nothing is filled until they choose.
 */
export function DraftOffer({
  message,
  onContinue,
  onDiscard,
}: {
  message: string
  onContinue: () => void
  onDiscard: () => void
}) {
  return (
    <Alert color="colheita" variant="light" role="region" aria-label="Rascunho guardado">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {message}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" color="colheita.7" onClick={onContinue}>
            Continuar
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDiscard}>
            Descartar
          </Button>
        </Group>
      </Group>
    </Alert>
  )
}
