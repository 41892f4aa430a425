// How the web server is started wherever it runs as its own process (npm start, the benchmark,
// the burst test, a deployment): Node with a bounded heap, so a burst of work is collected early
// instead of growing the process (the server's peak memory goal is 300 MB, issue 38).
export const SERVER_HEAP_MB = 128

/** The `node` arguments that run the web server on `port` (over `dist`, default dist/). */
export function serveAppArgs(port: number | string, dist?: string): string[] {
  return [
    `--max-old-space-size=${SERVER_HEAP_MB}`,
    '--import',
    'tsx',
    'scripts/serve-app.ts',
    '--port',
    String(port),
    ...(dist ? ['--dist', dist] : []),
  ]
}
