import { liveQuery } from 'dexie'
import { useObservable, type InteropableObservable } from 'dexie-react-hooks'
import { startTransition } from 'react'

/**
 * What the phone's database answers, kept up to date like Dexie's `useLiveQuery`, but drawn in a
 * transition. An answer arrives outside any event, and React draws such an update in one task the
 * phone cannot interrupt: on an ad's page its specifications, related ads and comments took a
 * 70 ms task unthrottled (~280 ms on a slow phone). In a transition React yields between components.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  return useObservable(() => inTransition(liveQuery(querier)), deps)
}

function inTransition<T>(answers: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      answers.subscribe(
        (answer) => startTransition(() => onNext(answer)),
        (error: unknown) => startTransition(() => onError?.(error)),
      ),
  }
}
