import { Group, Text } from '@mantine/core'
import classes from './Logo.module.css'

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <img src="/icons/icon.svg" alt="" width={36} height={36} className={classes.icon} />
      <Text component="span" className={classes.name} c={inverted ? 'white' : 'campo.8'}>
        Campo Solidário
      </Text>
    </Group>
  )
}
