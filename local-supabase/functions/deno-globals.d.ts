// The part of Deno's API that the edge functions use, for type-checking them with Node's tsc.
// Supabase and the local server (local-supabase/functions/deno-process.ts) run them on Deno itself.
declare namespace Deno {
  const env: { get(name: string): string | undefined }
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown
}
