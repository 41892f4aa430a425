import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'app',
          include: [
            'tests/ui/**/*.test.{ts,tsx}',
            'tests/features/**/*.test.{ts,tsx}',
            'tests/lib/**/*.test.ts',
            'tests/offline/**/*.test.ts',
            'tests/sw/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // A screen test types and taps like a person (user-event): on a 2-core machine with the
          // browser suite or another load beside it, one took 5–6.5 s. Vitest's 5 s fails it there.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
          css: false,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/scripts/**/*.test.ts', 'tests/web/prerender.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: {
          alias: {
            '@': fileURLToPath(new URL('./src', import.meta.url)),
            // The app's senders run tus-js-client's browser build (the service worker's, on fetch),
            // not its Node build, which takes no Blob.
            'tus-js-client': 'tus-js-client/lib.esm/browser/index.js',
          },
        },
        test: {
          name: 'backend',
          include: ['tests/local-supabase/**/*.test.ts', 'tests/web/**/*.test.ts'],
          exclude: ['tests/web/prerender.test.ts'],
          environment: 'node',
          globalSetup: ['tests/local-supabase/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file runs its own server on its own database (PGlite needs ~0.8 GB each).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
