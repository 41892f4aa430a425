import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Every change of path starts the new page at the top. */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
