// The part of Deno's API that the edge functions use, for type-checking them with Node's tsc.
// On Supabase the real Deno runtime provides it; locally edge-runtime.ts does.
declare namespace Deno {
  const env: { get(name: string): string | undefined }
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown
}
