import { MantineProvider } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { SessionProvider } from './features/auth'
import { AttachedMark } from './lib/page-start/hydration'
import type { createAppRouter } from './router'
import { LazyNotifications } from './ui/LazyNotifications'
import { theme } from './ui/theme'

/** The whole app around a router: the same tree is prerendered at build time and hydrated in the browser. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      {/* The theme's CSS variables are made at build time (vite.config.ts, `themeVariablesAtBuild`). */}
      <MantineProvider theme={theme} withCssVariables={false}>
        <LazyNotifications />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        {/* Last, so that its effect follows everyone else's; in the prerender too (React's ids follow the tree). */}
        <AttachedMark />
      </MantineProvider>
    </StrictMode>
  )
}
