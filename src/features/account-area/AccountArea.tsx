import { Suspense } from 'react'
import { LazyUnreadBadge } from '@/features/unread'
import { useSession } from '@/lib/server/session'
import { LoadingState } from '@/ui/LoadingState'
import { AccountLayout } from '@/ui/layout/AccountLayout'

/**
 * The account area's layout, with the unread messages counted on the "Mensagens" tab. Its screens
 * exist only with a session: once it ends ("Sair" goes to /, a session the server ended to /login),
 * none of them is left on screen meanwhile, half drawn or with a form that no one can send.
 */
export function AccountArea() {
  const { status } = useSession()
  if (status === 'signedOut') return <LoadingState text="Saindo da conta..." />
  return (
    <AccountLayout
      badges={{
        '/mensagens': (
          <Suspense fallback={null}>
            <LazyUnreadBadge />
          </Suspense>
        ),
      }}
    />
  )
}
