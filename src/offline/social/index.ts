// Comments and favourites, as the screens change them (their live reads are the ads' hooks).
export * from './commands'
export type { CachedComment } from './types'
