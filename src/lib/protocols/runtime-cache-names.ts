/**
 * The service worker's caches filled on use (sw/runtime-caches.ts). The precache (the app itself)
 * is not among them: /configuracoes may free these, and the app still opens offline.
 */
export const RUNTIME_CACHES = {
  tiles: 'mapa-tiles',
  photos: 'fotos-anuncios',
  modules: 'modulos',
  pages: 'paginas',
} as const
