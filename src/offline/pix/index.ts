// The person's Pix key on the phone, as the screens use it.
export * from './commands'
export { usePixKey, type PixKeyLookup } from './hooks'
export type { CachedPixKey } from './types'
