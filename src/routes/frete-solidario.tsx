import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { freteSolidarioSearchSchema } from '@/lib/rules/frete-solidario-search'
import { dropEmptyParams } from './drop-empty-params'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/ad-search'), 'FreteSolidarioPage')

export const freteSolidarioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/frete-solidario',
  validateSearch: (search) => v.parse(freteSolidarioSearchSchema, search),
  beforeLoad: dropEmptyParams,
  loader: screen.loader,
  component: function FreteSolidario() {
    return <screen.component search={freteSolidarioRoute.useSearch()} />
  },
})
