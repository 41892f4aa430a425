import { MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { SessionProvider } from './features/auth'
import type { createAppRouter } from './router'
import { LazyNotifications } from './ui/LazyNotifications'
import { replayTapBeforeStart } from './ui/prerendered'
import { cssVariablesResolver, theme } from './ui/theme'

/** The whole app around a router: the same tree is prerendered at build time and hydrated in the browser. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // After the first commit (hydration included), the app handles what was tapped before it started.
  useEffect(replayTapBeforeStart, [])
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
