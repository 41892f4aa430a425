import { notifications } from '@mantine/notifications'
import { Workbox } from 'workbox-window'
import { createElement } from 'react'
import { UpdateNotice } from './UpdateNotice'

/** Registers sw.js and tells the person when a new version is waiting, with a button to update. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
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
  void wb.register()
}
