import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './ui/global.css'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SessionProvider } from './features/auth'
import { createAppRouter } from './router'
import { registerServiceWorker } from './ui/pwa/register-service-worker'
import { cssVariablesResolver, theme } from './ui/theme'

const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" />
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  </StrictMode>,
)

registerServiceWorker()

// The offline layer (Dexie and the sync) loads after the first paint, not in the first load.
window.addEventListener('load', () => void import('./offline').then((offline) => offline.startSync()), { once: true })
