import { Group, Text } from '@mantine/core'

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/icons/icon.svg" alt="" width={36} height={36} />
      <Text component="span" fw={800} fz="lg" c={inverted ? 'white' : 'campo.8'} style={{ whiteSpace: 'nowrap' }}>
        Campo Solidário
      </Text>
    </Group>
  )
}
