import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireSignedIn } from './guards'
import { rootRoute } from './root'

/**
 * The signed-in area (no path of its own): one guard for all its screens, and the account's tab
 * bar above them. A screen sets its width with `staticData: { accountWidth }`.
 */
export const accountLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'conta',
  beforeLoad: requireSignedIn,
  // Lazy: the first paint of the public pages does not carry the account's tab bar.
  component: lazyRouteComponent(() => import('@/features/account-area'), 'AccountArea'),
})
