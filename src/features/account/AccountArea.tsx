import { Suspense } from 'react'
import { LazyUnreadBadge } from '@/features/unread'
import { AccountLayout } from '@/ui/layout/AccountLayout'

/** The account area's layout, with the unread messages counted on the "Mensagens" tab. */
export function AccountArea() {
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
