import { lazy, Suspense } from 'react'

const ReadAloudSettingsForm = /* @__PURE__ */ lazy(() => import('./ReadAloudSettingsForm'))

/** In /configuracoes: "Leitura em voz alta" — a choice of this phone (its voices are its own). */
export function ReadAloudSettings() {
  return (
    <Suspense fallback={null}>
      <ReadAloudSettingsForm />
    </Suspense>
  )
}
