import { createRoute } from '@tanstack/react-router'
import { accountLayoutRoute } from './account-layout'
import { lazyScreen } from './lazy-screen'

const screen = lazyScreen(() => import('@/features/conversations'), 'ConversationPage')

/** One conversation: the ad and the buyer (its seller is the ad's owner). */
export const conversaRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: '/mensagens/$anuncioId/$compradorId',
  staticData: { accountWidth: 'md' },
  loader: screen.loader,
  component: function Conversa() {
    const { anuncioId, compradorId } = conversaRoute.useParams()
    return <screen.component key={`${anuncioId}:${compradorId}`} anuncioId={anuncioId} compradorId={compradorId} />
  },
})
