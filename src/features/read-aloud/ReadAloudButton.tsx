import { lazy, Suspense, type ComponentProps } from 'react'
import { useHydrated } from '@/lib/hydration'

// Each screen that offers "Ouvir" loads the reading's code only once it is on screen (and a
// prerendered page once it has attached): its first load stays as it was.
const SpeakerButton = /* @__PURE__ */ lazy(() => import('./SpeakerButton'))

/**
 * "Ouvir": reads `texts()` aloud with the phone's pt-BR voice, "Parar" while it reads; leaving the
 * screen stops it. Absent where the phone has no pt-BR voice (/configuracoes says how to add one).
 */
export function ReadAloudButton(props: ComponentProps<typeof SpeakerButton>) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <SpeakerButton {...props} />
    </Suspense>
  )
}
