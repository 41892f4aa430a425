import { ActionIcon, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMicrophone, IconMicrophoneOff, IconPlayerStopFilled } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useConnected } from '@/lib/server/use-connected'
import { DictationError, listen, OFFLINE, type Listening } from './listen'

export interface DictationProps {
  /** What the button is called ("Falar a busca", "Falar o título"). */
  label: string
  /** What was said, for the field to take (the person checks it there). */
  onText: (text: string) => void
}

const LISTENING_ID = 'ditado'

/**
 * The microphone in a field: listens in pt-BR and gives what was said to the field. With no
 * connection (Chrome's recognition runs on its servers) it says so instead of listening.
 */
export default function DictationButton({ label, onText }: DictationProps) {
  const connected = useConnected()
  const [listening, setListening] = useState<Listening>()
  const current = useRef<Listening>(undefined)
  useEffect(() => () => current.current?.stop(), [])

  const start = () => {
    if (!connected) return void notifications.show({ color: 'yellow', message: OFFLINE })
    const now = listen()
    current.current = now
    setListening(now)
    notifications.show({ id: LISTENING_ID, loading: true, message: 'Ouvindo... fale agora.', autoClose: false })
    now.said
      .then(onText, (error: unknown) => {
        const message = error instanceof DictationError ? error.message : ''
        if (message) notifications.show({ color: 'red', message })
      })
      .finally(() => {
        notifications.hide(LISTENING_ID)
        current.current = undefined
        setListening(undefined)
      })
  }

  const name = !connected ? OFFLINE : listening ? 'Parar de ouvir' : label
  return (
    <Tooltip label={name} withinPortal>
      <ActionIcon
        variant={listening ? 'filled' : 'subtle'}
        color={connected ? 'campo' : 'gray'}
        size="lg"
        aria-label={name}
        aria-pressed={listening ? true : undefined}
        onClick={() => (listening ? listening.stop() : start())}
        // (A field's side section lets taps through to the field; this button takes its own.)
        style={{ pointerEvents: 'auto' }}
      >
        {!connected ? (
          <IconMicrophoneOff size={20} aria-hidden />
        ) : listening ? (
          <IconPlayerStopFilled size={18} aria-hidden />
        ) : (
          <IconMicrophone size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  )
}
