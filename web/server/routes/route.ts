import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Answers } from '../answers.ts'
import type { BootAnswers } from '../boot-answer.ts'
import type { BuildPages } from '../build-pages.ts'
import type { AdForPage, PublicReads } from '../public-reads.ts'

/**
 * One line of the web server's table: the addresses it answers (GET and HEAD, the path already
 * known to decode), and its handler, given the pattern's groups. A handler that answers `PASS`
 * leaves the address to the next line (and at the end, the static host).
 */
export interface Route {
  path: RegExp
  handle: (req: IncomingMessage, res: ServerResponse, groups: string[], url: URL) => unknown
}

export const PASS = Symbol('pass')

/** What every kind of answer shares: the build, the site's address, the reads and how to answer. */
export interface ServerContext {
  dist: string
  /** The site's public address, without a trailing slash. */
  siteUrl: string
  reads: PublicReads
  answers: Answers
  pages: BuildPages
  /** A page's boot request answered into it (boot-answer.ts). */
  bootAnswers: BootAnswers
  /** One ad as read within FRESH_MS (its page and its preview share the read). */
  adOf: (id: string) => Promise<AdForPage | null>
  /** A seller and how many public ads they have, read within FRESH_MS. */
  seller: (username: string) => Promise<{ seller: Awaited<ReturnType<PublicReads['seller']>>; ads: number }>
  /** One trip, read within FRESH_MS. */
  tripOf: (id: string) => Promise<Awaited<ReturnType<PublicReads['trip']>>>
}
