import { useCallback, useEffect, useRef, useState } from 'react'
import type { VoiceNote } from '@/offline'

// Recording a voice note with the browser's MediaRecorder: Opus in WebM where the browser makes it
// (Chrome, Android), else AAC in MP4 (Safari), mono at 20 kbit/s — about 2.5 KB a second, under
// the 4 KB the server takes. WebM carries no duration, so the length is measured here.

const TYPES = ['audio/webm;codecs=opus', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4']
export const VOICE_BITS_PER_SECOND = 20_000

export type RecorderState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'refused'; reason: 'permission' | 'no-microphone' | 'unsupported' }
  | { kind: 'recording'; elapsedMs: number; level: number }
  /** The time limit came: waiting for "Enviar áudio" or "Cancelar". */
  | { kind: 'full'; elapsedMs: number }

interface Session {
  stream: MediaStream
  recorder: MediaRecorder
  chunks: Blob[]
  startedAt: number
  stoppedAt?: number
  stopped: Promise<void>
  context?: AudioContext
  timer?: number
}

/** The recording type this browser makes, or undefined when it cannot record. */
export function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return undefined
  return TYPES.find((type) => MediaRecorder.isTypeSupported(type))
}

function rmsOf(analyser: AnalyserNode, samples: Uint8Array<ArrayBuffer>): number {
  analyser.getByteTimeDomainData(samples)
  let sum = 0
  for (const sample of samples) sum += ((sample - 128) / 128) ** 2
  return Math.min(1, Math.sqrt(sum / samples.length) * 3)
}

export function useVoiceRecorder(maxMs: number) {
  const [state, setState] = useState<RecorderState>({ kind: 'idle' })
  const session = useRef<Session | null>(null)

  const release = useCallback(() => {
    const current = session.current
    session.current = null
    if (!current) return
    window.clearInterval(current.timer)
    if (current.recorder.state !== 'inactive') current.recorder.stop()
    for (const track of current.stream.getTracks()) track.stop()
    void current.context?.close().catch(() => undefined)
  }, [])

  useEffect(() => release, [release])

  const start = useCallback(async () => {
    const mimeType = recordingType()
    if (!mimeType) return setState({ kind: 'refused', reason: 'unsupported' })
    setState({ kind: 'asking' })
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      })
    } catch (error) {
      const name = (error as DOMException).name
      return setState({ kind: 'refused', reason: name === 'NotFoundError' ? 'no-microphone' : 'permission' })
    }
    const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: VOICE_BITS_PER_SECOND })
    const chunks: Blob[] = []
    recorder.addEventListener('dataavailable', (event) => event.data.size > 0 && chunks.push(event.data))
    const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }))
    const current: Session = { stream, recorder, chunks, startedAt: performance.now(), stopped }
    session.current = current
    // The level meter: the microphone's loudness, a few times a second.
    let analyser: AnalyserNode | undefined
    try {
      current.context = new AudioContext()
      analyser = current.context.createAnalyser()
      analyser.fftSize = 512
      current.context.createMediaStreamSource(stream).connect(analyser)
    } catch {
      analyser = undefined
    }
    const samples = new Uint8Array(new ArrayBuffer(analyser?.fftSize ?? 0))
    recorder.start()
    current.startedAt = performance.now()
    current.timer = window.setInterval(() => {
      const elapsedMs = performance.now() - current.startedAt
      if (elapsedMs >= maxMs) {
        window.clearInterval(current.timer)
        current.stoppedAt = current.startedAt + maxMs
        recorder.stop()
        setState({ kind: 'full', elapsedMs: maxMs })
        return
      }
      setState({ kind: 'recording', elapsedMs, level: analyser ? rmsOf(analyser, samples) : 0 })
    }, 150)
    setState({ kind: 'recording', elapsedMs: 0, level: 0 })
  }, [maxMs])

  /** Stops and hands over the note (undefined when nothing was recorded). */
  const finish = useCallback(async (): Promise<VoiceNote | undefined> => {
    const current = session.current
    if (!current) return undefined
    current.stoppedAt ??= performance.now()
    window.clearInterval(current.timer)
    if (current.recorder.state !== 'inactive') current.recorder.stop()
    await current.stopped
    const note = {
      blob: new Blob(current.chunks, { type: current.recorder.mimeType }),
      duracaoMs: Math.min(current.stoppedAt - current.startedAt, maxMs),
    }
    release()
    setState({ kind: 'idle' })
    return note
  }, [maxMs, release])

  const cancel = useCallback(() => {
    release()
    setState({ kind: 'idle' })
  }, [release])

  return { state, start, finish, cancel }
}
