import { createRoute } from '@tanstack/react-router'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/trips'), 'TripPage')

export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/viagens/$id',
  loader: screen.loader,
  component: function Trip() {
    const { id } = tripRoute.useParams()
    return <screen.component key={id} id={id} />
  },
})
