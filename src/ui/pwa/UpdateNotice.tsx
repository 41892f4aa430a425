import { Button, Stack, Text } from '@mantine/core'

export function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  return (
    <Stack gap="xs">
      <Text size="sm">Atualize para usar a versão mais recente do Campo Solidário.</Text>
      <Button size="xs" onClick={onUpdate}>
        Atualizar agora
      </Button>
    </Stack>
  )
}
