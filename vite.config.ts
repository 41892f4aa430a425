import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin } from 'vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { cachedOnUse, markCopyEntries } from './scripts/precache-split.ts'
import { precompress } from './web/precompress.ts'
import { prerender } from './web/prerender.ts'
import { mantineComponentStyles } from './web/mantine-component-styles.ts'
import { themeCssVariables } from './src/ui/theme-variables.ts'

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>
const SSR_OUT = 'dist-ssr'
const FIRST_SCREEN_READS =
  /\/src\/(offline\/ads\/(newest-ads|types)|lib\/places\/distance|lib\/server\/rest-reader|lib\/page-start\/(prefetch|parts-needed))\.ts$/
const SERVER_ANSWERS =
  /\/src\/(offline\/(ads\/(search-page|ad-answer)|trips\/(trip-answer|types))|lib\/page-start\/(kept-until-taken|use-first-answer|first-then-phone|FirstThenPhonePage))\.tsx?$/
// The small pieces the first screens share while the phone's copy loads: one request, not one each.
const FIRST_SCREEN_PARTS = /\/src\/(lib\/page-start\/after-attach\.ts|ui\/opened-in-app\.ts|ui\/heart\/[\w-]+\.tsx?)$/

/** Mantine's useId with React's (src/ui/mantine-use-id.ts says why), in the app and its prerender. */
const stableMantineIds: Plugin = {
  name: 'stable-mantine-ids',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './use-id/use-id.mjs' && importer?.replaceAll('\\', '/').endsWith('@mantine/hooks/esm/index.mjs')) {
      return fileURLToPath(new URL('./src/ui/mantine-use-id.ts', import.meta.url))
    }
  },
}

/** Imported by src/main.tsx after Mantine's global styles, so that the theme's values win over Mantine's defaults. */
const THEME_VARIABLES = 'virtual:theme-variables.css'

/**
 * The theme's CSS variables in the app's stylesheet, made here once (src/ui/theme-variables.ts), and
 * Mantine's component that made them in the browser replaced by nothing (src/ui/mantine-css-variables.ts).
 */
const themeVariablesAtBuild: Plugin = {
  name: 'theme-variables-at-build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === THEME_VARIABLES) return THEME_VARIABLES
    if (
      source === './MantineCssVariables/MantineCssVariables.mjs' &&
      importer?.replaceAll('\\', '/').endsWith('@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')
    ) {
      return fileURLToPath(new URL('./src/ui/mantine-css-variables.ts', import.meta.url))
    }
  },
  load: (id) => (id === THEME_VARIABLES ? themeCssVariables() : undefined),
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React 19 has useSyncExternalStore: TanStack Store's selector need not bring the shim for React 17.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    stableMantineIds,
    themeVariablesAtBuild,
    mantineComponentStyles(),
    react(),
    // The server build (for the prerender) has no service worker of its own.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registered by src/ui/pwa with workbox-window, to offer "Nova versão disponível".
        injectRegister: false,
        manifest,
        // The icons are among the build's files already (public/icons), weighed and marked with them.
        includeManifestIcons: false,
        injectManifest: {
          // Every route chunk, style, prerendered page, icon and article image, so every page opens
          // offline — except what waits for its first use (scripts/precache-split.ts: the map, the
          // IBGE seats, the prerendered articles, tags and categories).
          globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,woff2}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Each entry marked as every install's (the shell) or the rest of the offline copy, and
          // weighed: a phone saving data says the rest's size before downloading it (sw/offline-copy.ts).
          manifestTransforms: [
            async (entries) => {
              const onUse = cachedOnUse('dist')
              const kept = entries.filter((entry) => !onUse(entry.url))
              return { manifest: (await markCopyEntries('dist', kept)) as unknown as typeof entries, warnings: [] }
            },
          ],
        },
        integration: {
          // After the client build, before the service worker's precache list is made: the
          // prerendered pages (web/prerender.ts) are precached like the rest.
          async beforeBuildServiceWorker() {
            await build({
              mode,
              logLevel: 'warn',
              build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false },
            })
            await prerender({ dist: 'dist', serverEntry: `${SSR_OUT}/entry-server.js` })
          },
        },
        devOptions: { enabled: false },
      }),
    // Last, once the service worker is written: each text file also as .br and .gz (web/precompress.ts).
    !isSsrBuild && {
      name: 'precompress',
      apply: 'build',
      closeBundle: {
        sequential: true,
        order: 'post',
        async handler() {
          const made = await precompress('dist')
          this.environment.logger.info(`precompressed ${made.files} files: ${made.bytes} → ${made.brotliBytes} bytes with Brotli`)
        },
      },
    },
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by web/prerender.ts (what each page preloads) and scripts/check-bundle-size.ts.
    manifest: !isSsrBuild,
    // The first-load budget is enforced by scripts/check-bundle-size.ts, not by this warning.
    chunkSizeWarningLimit: 600,
    // A module loaded later (a screen, an ad's lower part) brings its imports itself: the browser
    // asks for them as it reads the module. Vite would otherwise add a <link> for each of them from
    // script, in the very task that needs the module (~1.5 ms each on a slow phone: on an ad's
    // page, a 35 ms task unthrottled). Its styles are still loaded first. A page's own start is
    // preloaded by its boot script (web/prerender.ts) and the shell's by its <head>.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // What a public page's first screen reads before the offline layer loads (src/offline/first-screen.ts)
    // in a chunk of its own: the bundler would otherwise put it in the offline layer's chunk, Dexie and all.
    // With it the distances a list shows: otherwise a chunk of their own, one more request on every ad page.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'first-screen', test: FIRST_SCREEN_READS, includeDependenciesRecursively: false },
                { name: 'server-answers', test: SERVER_ANSWERS, includeDependenciesRecursively: false },
                { name: 'first-screen-parts', test: FIRST_SCREEN_PARTS, includeDependenciesRecursively: false },
                // The check for changes the browser cleared (issue 74) runs once at start, after the
                // first paint: its own chunk, not the offline layer's every page with it loads.
                { name: 'queue-ledger', test: /src\/offline\/engine\/queue-ledger\.ts$/, includeDependenciesRecursively: false },
                // Whether a refresh found the phone full: loaded when one does, or with the notice.
                { name: 'copy-space', test: /src\/offline\/engine\/copy-space\.ts$/, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}))
