import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'backend',
          include: ['tests/local-supabase/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/local-supabase/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file runs its own server on its own database (PGlite needs ~0.8 GB each).
          maxWorkers: 2,
        },
      },
    ],
  },
})
