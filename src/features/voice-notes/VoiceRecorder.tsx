import { ActionIcon, Alert, Box, Button, Group, Paper, Progress, Text } from '@mantine/core'
import { IconMicrophone, IconPlayerStopFilled, IconSend, IconX } from '@tabler/icons-react'
import { useEffect, useState, type ReactNode } from 'react'
import * as v from 'valibot'
import { durationLabel, notaDeVozSchema } from '@/lib/media/voice-note'
import type { VoiceNote } from '@/offline'
import { useVoiceRecorder, type RecorderState } from './use-voice-recorder'

const REFUSALS: Record<Extract<RecorderState, { kind: 'refused' }>['reason'], ReactNode> = {
  permission: (
    <>
      Permita o uso do microfone para gravar mensagens de voz. No Android, toque no cadeado ao lado do endereço, depois em
      Permissões › Microfone › Permitir, e tente de novo.
    </>
  ),
  'no-microphone': 'Nenhum microfone foi encontrado neste aparelho.',
  unsupported: 'Este navegador não grava áudio. Atualize o navegador ou escreva a mensagem.',
}

/**
 * "Gravar mensagem de voz": records up to `maxMs` with a running timer and the microphone's level,
 * then "Enviar áudio" hands the note over (checked by `schema`, the data layer's own) and
 * "Cancelar" drops it. `children` draws the idle row around the record button (a conversation's
 * text box, a form's field); `onActiveChange` says when a recording is under way.
 */
export function VoiceRecorder({
  maxMs,
  onRecorded,
  children,
  name = 'mensagem de voz',
  sendLabel = 'Enviar áudio',
  schema = notaDeVozSchema,
  onActiveChange,
}: {
  maxMs: number
  onRecorded: (note: VoiceNote) => Promise<void> | void
  children: (recordButton: ReactNode) => ReactNode
  /** What is recorded, as the buttons say it: "Gravar mensagem de voz", "Gravando descrição em áudio". */
  name?: string
  sendLabel?: string
  schema?: v.GenericSchema<VoiceNote, VoiceNote>
  onActiveChange?: (active: boolean) => void
}) {
  const { state, start, finish, cancel } = useVoiceRecorder(maxMs)
  const [said, setSaid] = useState<string>()
  const active = state.kind === 'asking' || state.kind === 'recording' || state.kind === 'full'
  // Said when a recording starts, and when it ends — also by the recorder leaving the screen.
  useEffect(() => {
    if (!active) return
    onActiveChange?.(true)
    return () => onActiveChange?.(false)
  }, [active, onActiveChange])

  const send = async () => {
    const note = await finish()
    if (!note) return
    const checked = v.safeParse(schema, note)
    if (!checked.success) return setSaid(checked.issues[0].message)
    setSaid(undefined)
    await onRecorded(checked.output)
  }

  if (state.kind === 'recording' || state.kind === 'full') {
    return (
      <Paper withBorder p="sm" radius="md" role="group" aria-label={`Gravando ${name}`}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Box w={10} h={10} bg={state.kind === 'full' ? 'gray.5' : 'red.7'} style={{ borderRadius: '50%' }} aria-hidden />
            <Text fw={600} role="timer" aria-label={`Tempo gravado: ${durationLabel(state.elapsedMs)}`}>
              {durationLabel(state.elapsedMs)}
            </Text>
            {state.kind === 'recording' ? (
              <Progress w={80} value={state.level * 100} aria-hidden transitionDuration={100} />
            ) : (
              <Text size="sm" c="dimmed" role="status">
                Limite de {durationLabel(maxMs)} atingido.
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={cancel}>
              Cancelar
            </Button>
            {/* The record button is gone: the keyboard's focus goes to what ends the recording. */}
            <Button
              autoFocus
              leftSection={
                state.kind === 'full' ? <IconSend size={16} aria-hidden /> : <IconPlayerStopFilled size={16} aria-hidden />
              }
              onClick={() => void send()}
            >
              {sendLabel}
            </Button>
          </Group>
        </Group>
      </Paper>
    )
  }

  const recordButton = (
    <ActionIcon
      size={36}
      variant="default"
      aria-label={`Gravar ${name}`}
      title={`Gravar ${name}`}
      loading={state.kind === 'asking'}
      onClick={() => {
        setSaid(undefined)
        void start()
      }}
    >
      <IconMicrophone size={20} aria-hidden />
    </ActionIcon>
  )
  return (
    <>
      {children(recordButton)}
      {state.kind === 'refused' && (
        <Alert color="yellow" role="alert">
          {REFUSALS[state.reason]}
        </Alert>
      )}
      {said && (
        <Text size="sm" c="red.8" role="status">
          {said}
        </Text>
      )}
    </>
  )
}
