import { Button } from '@mantine/core'
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { read, stopReading, usePtBrVoices } from './speech'

export interface SpeakerProps {
  label: string
  texts: () => string[]
  compact?: boolean
}

/** The speaker button behind ReadAloudButton ("Ouvir" / "Parar"). */
export default function SpeakerButton({ label, texts, compact = false }: SpeakerProps) {
  const voices = usePtBrVoices()
  const [reading, setReading] = useState(false)
  const readingRef = useRef(false)
  useEffect(
    () => () => {
      if (readingRef.current) stopReading()
    },
    [],
  )
  if (!voices?.length) return null
  const done = () => {
    readingRef.current = false
    setReading(false)
  }
  const toggle = () => {
    if (reading) {
      stopReading()
      return done()
    }
    readingRef.current = true
    setReading(true)
    read(texts(), done)
  }
  return (
    <Button
      variant="light"
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={reading ? <IconPlayerStopFilled size={16} aria-hidden /> : <IconVolume size={16} aria-hidden />}
      aria-label={reading ? 'Parar' : label}
      aria-pressed={reading}
      onClick={toggle}
      w="fit-content"
    >
      {reading ? 'Parar' : 'Ouvir'}
    </Button>
  )
}
