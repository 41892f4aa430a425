import { redirect, type ParsedLocation } from '@tanstack/react-router'

/**
 * A search form sent before the app started carries its empty fields (`?search=`): the address
 * drops them, so the history and a shared link hold only what was asked.
 */
export function dropEmptyParams({ location }: { location: ParsedLocation }) {
  const params = new URLSearchParams(location.searchStr)
  const empty = [...params].filter(([, value]) => value.trim() === '').map(([key]) => key)
  if (empty.length === 0) return
  empty.forEach((key) => params.delete(key))
  const rest = params.toString()
  throw redirect({ href: `${location.pathname}${rest ? `?${rest}` : ''}`, replace: true })
}
