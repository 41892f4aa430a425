import type { ReactNode } from 'react'
import { AnchorLink } from '@/ui/links'

/** A person's public name linking to their profile page, once the phone knows their username. */
export function SellerLink({ username, children }: { username: string | undefined; children: ReactNode }) {
  if (!username) return <>{children}</>
  return (
    <AnchorLink to="/vendedor/$username" params={{ username }} fw="inherit" c="inherit" underline="always">
      {children}
    </AnchorLink>
  )
}
