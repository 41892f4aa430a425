// How the web server is started wherever it runs as its own process (npm start, the browser tests,
// the benchmarks, the burst test, a deployment): Node on its built JavaScript, with a bounded heap,
// so a burst of work is collected early instead of growing the process (the server's peak memory
// goal is 300 MB, issue 38). Before a build exists (the unit tests run first), from its source.
export const SERVER_HEAP_MB = 128
export const BUILT_SERVER = 'dist-web/serve.js'

/** The `node` arguments that run the web server: its build, or its source through tsx. */
export function serveAppArgs(from: 'build' | 'source' = 'build'): string[] {
  const heap = `--max-old-space-size=${SERVER_HEAP_MB}`
  return from === 'build' ? [heap, BUILT_SERVER] : [heap, '--import', 'tsx', 'web/serve.ts']
}

/** The environment that points it at a port and a build (see web/serve.ts for the rest). */
export const serveAppEnv = (port: number | string, dist?: string): Record<string, string> => ({
  PORT: String(port),
  ...(dist ? { DIST: dist } : {}),
})
