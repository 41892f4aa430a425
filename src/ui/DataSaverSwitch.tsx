import { lazy, Suspense } from 'react'
import { setDataSaver, useDataSaver } from '@/lib/device/data-saver'
import classes from './DataSaverSwitch.module.css'

const OfflineCopy = lazy(() => import('./pwa/OfflineCopy').then((m) => ({ default: m.OfflineCopy })))

/**
 * "Economia de dados" on or off, for the whole app on this phone (footer and /configuracoes). A
 * native switch: it is on every page, and Mantine's would add its code and styles to each. In the
 * footer (`inverted`), while saving: "Baixar para usar sem internet" when the copy is partial.
 */
export function DataSaverSwitch({ id, inverted = false }: { id: string; inverted?: boolean }) {
  const on = useDataSaver()
  return (
    <div className={classes.root} data-inverted={inverted || undefined}>
      <label className={classes.label} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={classes.input}
          checked={on}
          onChange={(event) => setDataSaver(event.currentTarget.checked)}
          aria-describedby={`${id}-explica`}
        />
        Economia de dados
      </label>
      <p className={classes.hint} id={`${id}-explica`}>
        Fotos e áudios só são baixados quando você tocar neles.
      </p>
      {inverted && on && (
        <Suspense fallback={null}>
          <div className={classes.offer}>
            <OfflineCopy compact />
          </div>
        </Suspense>
      )}
    </div>
  )
}
