import { Suspense, useEffect, useState } from 'react'
import { useHydrated } from '@/lib/page-start/hydration'
import { optionalPart } from '@/lib/page-start/optional-part'
import { hasPtBrVoice, synthesis } from './voices'
import type { SpeakerProps } from './SpeakerButton'

// Each screen that offers "Ouvir" loads the reading's code only once it is on screen (and a
// prerendered page once it has attached): its first load stays as it was.
const SpeakerButton = optionalPart(() => import('./SpeakerButton'))

/** Whether the phone has a pt-BR voice (Chrome lists its voices a moment after the page opens). */
function usePtBrVoiceHere(): boolean {
  const [here, setHere] = useState(hasPtBrVoice)
  useEffect(() => {
    const speech = synthesis()
    if (here || !speech) return
    const check = () => setHere(hasPtBrVoice())
    speech.addEventListener('voiceschanged', check)
    return () => speech.removeEventListener('voiceschanged', check)
  }, [here])
  return here
}

/**
 * "Ouvir": reads `texts()` aloud with the phone's pt-BR voice, "Parar" while it reads; leaving the
 * screen stops it. Absent where the phone has no pt-BR voice (/configuracoes says how to add one).
 */
export function ReadAloudButton(props: SpeakerProps) {
  const hydrated = useHydrated()
  // A phone with no pt-BR voice never loads the button's code (there will be no button).
  const voice = usePtBrVoiceHere()
  if (!hydrated || !voice) return null
  return (
    <Suspense fallback={null}>
      <SpeakerButton {...props} />
    </Suspense>
  )
}
