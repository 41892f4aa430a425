import { ActionIcon, Button, Group, Progress, Text } from '@mantine/core'
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useDataSaver } from '@/lib/device/data-saver'
import { durationLabel } from '@/lib/media/voice-note'
import { voiceNoteFile, type VoiceNoteBucket } from '@/offline'

const SPEEDS = [1, 1.5, 2] as const
const speedLabel = (speed: number) => `${String(speed).replace('.', ',')}×`

/**
 * What is played: a conversation's note (downloaded when shown, so a note seen once plays with no
 * signal — unless "Economia de dados" is on) or an ad's spoken description (downloaded when asked:
 * every visitor of the ad's page would otherwise pay for it), where it is and how it is named.
 */
const KINDS: Record<'mensagem' | 'descricao', { bucket: VoiceNoteBucket; name: string; whenAsked: boolean }> = {
  mensagem: { bucket: 'audios', name: 'mensagem de voz', whenAsked: false },
  descricao: { bucket: 'descricoes-em-audio', name: 'descrição em áudio', whenAsked: true },
}

type Source =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string; playNow: boolean }
  | { kind: 'offline' }
  | { kind: 'failed' }

/**
 * A voice note: "Reproduzir mensagem de voz"/"Pausar", how far it has played, its length and the
 * speed (1× · 1,5× · 2×). Its file comes from the phone, or is downloaded once and kept there so
 * it plays with no signal; nothing plays until asked.
 */
export function VoiceNotePlayer({
  caminho,
  duracaoMs,
  kind = 'mensagem',
  file,
}: {
  caminho?: string
  duracaoMs: number
  kind?: keyof typeof KINDS
  /** A recording not saved anywhere yet (a form's), played as it is. */
  file?: Blob
}) {
  const { bucket, name, whenAsked } = KINDS[kind]
  // "Economia de dados": a conversation's note too is fetched only when played.
  const saving = useDataSaver()
  const onTap = (whenAsked || saving) && !file
  const [asked, setAsked] = useState(!onTap)
  const [source, setSource] = useState<Source>({ kind: asked ? 'loading' : 'idle' })
  const [playing, setPlaying] = useState(false)
  const [playedMs, setPlayedMs] = useState(0)
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1)
  const audio = useRef<HTMLAudioElement>(null)

  useEffect(() => {
    if (!asked) return
    let url: string | undefined
    let current = true
    const loading = file ? Promise.resolve(file) : caminho ? voiceNoteFile(caminho, bucket) : Promise.resolve(undefined)
    loading.then(
      (blob) => {
        if (!current) return
        if (!blob) return setSource({ kind: 'offline' })
        url = URL.createObjectURL(blob)
        setSource({ kind: 'ready', url, playNow: onTap })
      },
      () => current && setSource({ kind: 'failed' }),
    )
    return () => {
      current = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [caminho, bucket, file, asked, onTap])

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed
  }, [speed])

  if (source.kind === 'offline' || source.kind === 'failed') {
    return (
      <Text size="sm" c="dimmed">
        {name[0].toUpperCase() + name.slice(1)} ({durationLabel(duracaoMs)}):{' '}
        {source.kind === 'offline' ? 'disponível quando houver conexão.' : 'não foi possível carregar.'}
      </Text>
    )
  }
  const toggle = () => {
    // Downloaded on the first tap, then played (the tap allows it).
    if (source.kind === 'idle') {
      setSource({ kind: 'loading' })
      return setAsked(true)
    }
    const element = audio.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }
  const nextSpeed = SPEEDS[(SPEEDS.indexOf(speed) + 1) % SPEEDS.length]
  return (
    <Group gap="xs" wrap="nowrap" miw={200}>
      <ActionIcon
        size={36}
        radius="xl"
        aria-label={playing ? 'Pausar' : `Reproduzir ${name}`}
        loading={source.kind === 'loading'}
        onClick={toggle}
      >
        {playing ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
      </ActionIcon>
      <Progress
        style={{ flex: 1 }}
        miw={60}
        value={Math.min(100, (playedMs / duracaoMs) * 100)}
        aria-label={`Andamento da ${name}`}
      />
      <Text size="xs" c="dimmed" miw={28}>
        {durationLabel(playing || playedMs > 0 ? playedMs : duracaoMs)}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={`Velocidade ${speedLabel(speed)}; mudar para ${speedLabel(nextSpeed)}`}
        onClick={() => setSpeed(nextSpeed)}
      >
        {speedLabel(speed)}
      </Button>
      {source.kind === 'ready' && (
        <audio
          ref={audio}
          src={source.url}
          preload="auto"
          autoPlay={source.playNow}
          onPlay={(event) => {
            event.currentTarget.playbackRate = speed
            setPlaying(true)
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false)
            setPlayedMs(0)
          }}
          onTimeUpdate={(event) => setPlayedMs(event.currentTarget.currentTime * 1000)}
        />
      )}
    </Group>
  )
}
