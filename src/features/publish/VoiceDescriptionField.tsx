import { Button, Group, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { AD_VOICE_MAX_MS, descricaoEmAudioSchema, type VoiceNote } from '@/lib/media/voice-note'
import { VoiceNotePlayer, VoiceRecorder } from '@/features/voice-notes'

/** The ad's spoken description as the form holds it: the stored one, a new recording, or none. */
export type VoiceDescription =
  { kind: 'stored'; caminho: string; duracaoMs: number } | { kind: 'new'; note: VoiceNote } | { kind: 'none' }

const LABEL_ID = 'descricao-em-audio'

/**
 * "Descrição em áudio" (optional): the seller tells about the product by voice, up to a minute, with
 * the conversations' recorder; it can be heard before saving, and removed (then recorded again).
 */
export function VoiceDescriptionField({
  value,
  onChange,
  onRecordingChange,
}: {
  value: VoiceDescription
  onChange: (value: VoiceDescription) => void
  onRecordingChange: (recording: boolean) => void
}) {
  return (
    <Stack gap="xs" role="group" aria-labelledby={LABEL_ID}>
      <Text id={LABEL_ID} fw={500} size="sm">
        Descrição em áudio
      </Text>
      {value.kind === 'none' ? (
        <VoiceRecorder
          maxMs={AD_VOICE_MAX_MS}
          schema={descricaoEmAudioSchema}
          name="descrição em áudio"
          sendLabel="Concluir gravação"
          onRecorded={(note) => onChange({ kind: 'new', note })}
          onActiveChange={onRecordingChange}
        >
          {(recordButton) => (
            <Group gap="sm" wrap="nowrap">
              {recordButton}
              <Text size="sm" c="dimmed">
                Opcional: conte sobre o produto falando, em até 1 minuto. Todos que abrirem o anúncio poderão ouvir.
              </Text>
            </Group>
          )}
        </VoiceRecorder>
      ) : (
        <>
          {value.kind === 'new' ? (
            <VoiceNotePlayer kind="descricao" file={value.note.blob} duracaoMs={value.note.duracaoMs} />
          ) : (
            <VoiceNotePlayer kind="descricao" caminho={value.caminho} duracaoMs={value.duracaoMs} />
          )}
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange({ kind: 'none' })}
            >
              Remover áudio
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}

/** What the data layer is told: unchanged (undefined), removed (null) or a new recording. */
export function voiceDescriptionChange(initial: VoiceDescription, value: VoiceDescription): VoiceNote | null | undefined {
  if (value.kind === 'new') return value.note
  if (value.kind === 'none') return initial.kind === 'none' ? undefined : null
  return undefined
}
