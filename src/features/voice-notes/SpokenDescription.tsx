import { Stack, Text } from '@mantine/core'
import { VoiceNotePlayer } from './VoiceNotePlayer'

/** "Descrição em áudio" on an ad's page: the seller's own voice, for everyone, visitors included. */
export function SpokenDescription({ caminho, duracaoMs }: { caminho: string; duracaoMs: number }) {
  return (
    <Stack gap={4} role="group" aria-labelledby="descricao-em-audio">
      <Text id="descricao-em-audio" fw={600} size="sm">
        Descrição em áudio
      </Text>
      <VoiceNotePlayer kind="descricao" caminho={caminho} duracaoMs={duracaoMs} />
    </Stack>
  )
}
