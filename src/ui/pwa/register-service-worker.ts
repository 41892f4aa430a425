import { notifications } from '@mantine/notifications'
import { Workbox } from 'workbox-window'
import { createElement } from 'react'
import { countReceivedResponses } from '@/lib/device/data-use'
import { dataSaverOn, onDataSaverChange } from '@/lib/device/data-saver'
import { countFirstLoad, downloadOfflineCopy, followOfflineCopy, isLaterVisit, mirrorDataSaver } from './offline-copy'
import { UpdateNotice } from './UpdateNotice'

/** Resolves once a service worker controls this page (at once after the first install: clientsClaim). */
const controlled = () =>
  navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      )

/**
 * Registers sw.js and tells the person when a new version is waiting, with a button to update.
 * The worker learns "Economia de dados" first, so that its install downloads what it allows; once
 * it controls the page, the offline copy is completed or this page's files kept (offline-copy.ts).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const laterVisit = isLaterVisit()
  countFirstLoad()
  countReceivedResponses()
  const wb = new Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    notifications.show({
      id: 'nova-versao',
      title: 'Nova versão disponível',
      message: createElement(UpdateNotice, {
        onUpdate: () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        },
      }),
      autoClose: false,
      withCloseButton: true,
    })
  })
  void mirrorDataSaver()
    .catch(() => undefined)
    .then(() => wb.register())
  void controlled().then(() => followOfflineCopy(laterVisit))
  // Installed as an app: the person means to come back, so the copy is completed now.
  window.addEventListener('appinstalled', () => void (dataSaverOn() ? undefined : downloadOfflineCopy()))
  // Turned off: the person no longer saves data, so the copy is completed now.
  let saving = dataSaverOn()
  onDataSaverChange(() => {
    const now = dataSaverOn()
    if (now !== saving) void mirrorDataSaver()
    if (saving && !now) void downloadOfflineCopy()
    saving = now
  })
}
