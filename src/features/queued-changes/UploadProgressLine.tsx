import { Progress, Stack, Text } from '@mantine/core'
import type { UploadProgress } from '@/offline'

/** "Enviando fotos: 2 de 5 (45 %)": the percent in steps of 5, so a screen reader is not told every byte. */
export function uploadProgressText(progress: UploadProgress): string {
  const percent = `${Math.floor((progress.fraction * 100) / 5) * 5} %`
  return progress.what === 'fotos'
    ? `Enviando fotos: ${progress.stored} de ${progress.files} (${percent})`
    : `Enviando áudio (${percent})`
}

/** The text and a bar, for a card or a message whose files are going up now. */
export function UploadProgressLine({ progress }: { progress: UploadProgress }) {
  const text = uploadProgressText(progress)
  return (
    <Stack gap={2}>
      <Text size="xs" c="dark.7">
        {text}
      </Text>
      <Progress value={progress.fraction * 100} size="sm" aria-label={text} transitionDuration={200} />
    </Stack>
  )
}
