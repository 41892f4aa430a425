import { Suspense } from 'react'
import { optionalPart } from '@/lib/page-start/optional-part'

const ReadAloudSettingsForm = optionalPart(() => import('./ReadAloudSettingsForm'))

/** In /configuracoes: "Leitura em voz alta" — a choice of this phone (its voices are its own). */
export function ReadAloudSettings() {
  return (
    <Suspense fallback={null}>
      <ReadAloudSettingsForm />
    </Suspense>
  )
}
