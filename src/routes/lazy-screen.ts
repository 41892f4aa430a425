import { lazyRouteComponent } from '@tanstack/react-router'

/**
 * A screen whose code is its own chunk, loaded with its route: the route's `loader` waits for it,
 * so the screen never suspends mid-render (a prerendered page hydrates without a fallback) and
 * the router's pending state covers the wait.
 */
export function lazyScreen<Module extends Record<string, unknown>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  const component = lazyRouteComponent(load, name)
  return {
    component,
    loader: async () => {
      await component.preload?.()
    },
  }
}
