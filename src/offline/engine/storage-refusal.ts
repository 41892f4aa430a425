import type { Answer } from './outcome'

// Apart from outcome.ts, which the first screens load: only the senders need it.
/**
 * Storage refused to write a file by its policies (403 in the body). For a voice note or a spoken
 * description that is also the answer to a retry after the message or the ad was saved: a file is
 * never replaced once something points at it. The row's own write then decides (its database check
 * finds the file, or refuses with its reason).
 */
export function refusedByStoragePolicy(answer: Answer): boolean {
  return answer.error?.statusCode === '403' && /row-level security/i.test(answer.error.message ?? '')
}
