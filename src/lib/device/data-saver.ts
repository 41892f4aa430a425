import { useSyncExternalStore } from 'react'

// "Economia de dados": the person's choice, kept on the phone. Until they choose, it follows the
// browser: on when the browser asks sites to save data (Chrome's data saver, Android's Lite mode
// and Data Saver set `navigator.connection.saveData`, the same setting that sends `Save-Data: on`).
// The boot script of a prerendered page reads the same key (web/boot-script.ts).

export const DATA_SAVER_KEY = 'campo.economia-de-dados'
const CHANGED = 'campo:economia-de-dados'

/** Whether the phone should download only what the person asks for. */
export function dataSaverOn(): boolean {
  let chosen: string | null = null
  try {
    chosen = localStorage.getItem(DATA_SAVER_KEY)
  } catch {
    // Storage refused (or none, prerendering): the browser's setting.
  }
  if (chosen) return chosen === '1'
  return (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true
}

export function setDataSaver(on: boolean): void {
  localStorage.setItem(DATA_SAVER_KEY, on ? '1' : '0')
  dispatchEvent(new Event(CHANGED))
}

/** Here, or in another tab (the `storage` event); also when a download is asked for. */
export function onDataSaverChange(onChange: () => void) {
  addEventListener(CHANGED, onChange)
  addEventListener('storage', onChange)
  return () => {
    removeEventListener(CHANGED, onChange)
    removeEventListener('storage', onChange)
  }
}

/** "Economia de dados", kept up to date (off in prerendered HTML: the page knows no phone). */
export function useDataSaver(): boolean {
  return useSyncExternalStore(onDataSaverChange, dataSaverOn, () => false)
}

/** What the person asked to download with "Economia de dados" on ("Ver foto"), while the app is open. */
const asked = new Set<string>()

export function askToDownload(address: string): void {
  asked.add(address)
  dispatchEvent(new Event(CHANGED))
}

/** Whether what is at `address` may be downloaded now: always, unless saving data and not asked for. */
export function useDownloadWanted(address: string | undefined): boolean {
  return useSyncExternalStore(
    onDataSaverChange,
    () => !dataSaverOn() || (address !== undefined && asked.has(address)),
    () => true,
  )
}
