/** On <html>: a seller's id on their page (`/vendedor/{username}`), written by the web server for the boot script and the app. */
export const SELLER_ATTRIBUTE = 'data-seller'

/** The seller's id the web server wrote on this page (null elsewhere, and before the server knew it). */
export const pageSellerId = (): string | null =>
  typeof document === 'undefined' ? null : document.documentElement.getAttribute(SELLER_ATTRIBUTE)
