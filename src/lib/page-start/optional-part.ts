import { createElement, lazy, type ComponentType } from 'react'

const Nothing = () => null

/**
 * A part a screen can do without (a speaker button, a microphone), loaded when shown: if its code
 * cannot come (offline before the phone kept the app), it shows nothing rather than failing the
 * whole screen, and asks again once the browser says it is back online — not before, so an
 * offline phone does not ask in a loop.
 */
export function optionalPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const attempt = (): ComponentType<P> =>
    lazy(() =>
      load().catch(() => {
        if (typeof window !== 'undefined') window.addEventListener('online', () => (current = attempt()), { once: true })
        return { default: Nothing as ComponentType<P> }
      }),
    )
  let current = attempt()
  return function OptionalPart(props: P) {
    return createElement(current, props)
  }
}
