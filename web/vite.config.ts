import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The web server as plain JavaScript for Node (`npm run build` → dist-web/serve.js): Vite's own
// server build, with the packages it uses (sharp, sirv, compression…) left to node_modules.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'web/serve.ts',
    outDir: 'dist-web',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    minify: false,
  },
})
