import { Group, Loader, Text } from '@mantine/core'

/** A list or page still loading, said to screen readers too ("Carregando anúncios..."). */
export function LoadingState({ text, py = 48 }: { text: string; py?: number | string }) {
  return (
    <Group role="status" justify="center" py={py}>
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  )
}
