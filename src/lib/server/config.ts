// The app's configuration, from Vite's environment (VITE_*), defaulting to the local backend
// that `npm start` runs (the Supabase CLI's well-known local anon key) and to the public
// geocoder, CEP and tile services. `npm start` and the tests point those three at the local
// server's stand-ins, so nothing calls out to the internet there.

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

// Outside Vite (Node scripts such as the sync benchmark) there is no import.meta.env.
const env: ImportMetaEnv = import.meta.env ?? {}

const supabaseUrl = env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL

export const config = {
  supabaseUrl,
  supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  /** Where supabase-js keeps the session (its own default name, spelled out so the app can check it). */
  authStorageKey: `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`,
  /** Nominatim-style search endpoint (`?q=…&format=json` → `[{ lat, lon }]`). */
  geocoderUrl: env.VITE_GEOCODER_URL || 'https://nominatim.openstreetmap.org/search',
  /** ViaCEP-style lookup; `{cep}` is replaced by the 8 digits. */
  cepUrl: env.VITE_CEP_URL || 'https://viacep.com.br/ws/{cep}/json/',
  /** Raster tile template for the maps. */
  tileUrl: env.VITE_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: env.VITE_TILE_ATTRIBUTION || '© OpenStreetMap',
}
