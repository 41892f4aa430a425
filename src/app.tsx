import { MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { SessionProvider } from './features/auth'
import type { createAppRouter } from './router'
import { LazyNotifications } from './ui/LazyNotifications'
import { cssVariablesResolver, theme } from './ui/theme'

/** The whole app around a router: the same tree is prerendered at build time and hydrated in the browser. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </MantineProvider>
    </StrictMode>
  )
}
