import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

// Both imports dynamic: a shared trip's page loads its own code, not the other trips screens'.
const screen = lazyScreen(() => import('@/features/trips').then((m) => m.loadTripPage()), 'TripPage')

export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/viagens/$id',
  loader: screen.loader,
  component: function Trip() {
    const { id } = tripRoute.useParams()
    return <screen.component key={id} id={id} />
  },
})
