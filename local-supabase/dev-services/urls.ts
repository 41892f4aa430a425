/** The app's settings that point the geocoder, CEP lookup and map tiles at the local server's stand-ins. */
export function devServiceEnv(apiUrl: string): Record<string, string> {
  return {
    VITE_GEOCODER_URL: `${apiUrl}/dev/geocoder/search`,
    VITE_CEP_URL: `${apiUrl}/dev/cep/{cep}/json/`,
    VITE_TILE_URL: `${apiUrl}/dev/tiles/{z}/{x}/{y}.png`,
  }
}
