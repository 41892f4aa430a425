import { Suspense } from 'react'
import { optionalPart } from '@/lib/page-start/optional-part'
import { useHydrated } from '@/lib/page-start/hydration'
import type { DictationProps } from './DictationButton'

// The button's code loads only where the browser offers speech recognition, after the page has
// attached: the screens that offer it keep their first load.
const DictationButton = optionalPart(() => import('./DictationButton'))

const offered = () => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window

/** "Falar em vez de escrever": a microphone for a field, where the browser can listen. */
export function DictationSlot(props: DictationProps) {
  const hydrated = useHydrated()
  if (!hydrated || !offered()) return null
  return (
    <Suspense fallback={null}>
      <DictationButton {...props} />
    </Suspense>
  )
}
