import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { BOOT_PHOTO_ATTRIBUTE, BOOT_PHOTOS_EVENT } from './prerendered'

// A prerendered list or ad page shows its first photos before the app has loaded: the page's boot
// script (web/prerender.ts) reads the page's data, writes the photos' addresses to
// window.__bootPhotos and sets them on the loading cards' <img data-boot-photo="N">. The app's
// loading cards render the same images from the same addresses, so the photos stay on screen
// while the app takes over, and the real cards reuse what the browser already downloaded.

export interface BootPhotos {
  /** The page they belong to (with no search): another page's loading cards never show them. */
  path: string
  /** The address of each ad's first photo, in the order of the page's data ('' for none). */
  urls: string[]
}

declare global {
  interface Window {
    __bootPhotos?: BootPhotos
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(BOOT_PHOTOS_EVENT, onChange)
  return () => window.removeEventListener(BOOT_PHOTOS_EVENT, onChange)
}

function bootPhoto(index: number): string | undefined {
  const photos = window.__bootPhotos
  const { pathname, search } = window.location
  return photos?.path === pathname && search === '' ? photos.urls[index] || undefined : undefined
}

/** The address of the small version of the N-th ad's photo, once the boot script knows it. */
export function useBootPhoto(index: number): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => bootPhoto(index),
    () => undefined,
  )
}

/**
 * The N-th ad's photo on a loading card, once the boot script knows it. Prerendered and hydrated
 * without an address (the server has no data); the boot script fills it in before the app starts.
 * The address is set on the element, not rendered: React never renders a card again for it (while
 * the app attaches to the page that would be one long task), and a card mounted later, or before the
 * boot script has answered, gets it at once or when it comes.
 */
export function BootPhoto({ index, fit }: { index: number; fit: 'cover' | 'contain' }) {
  const img = useRef<HTMLImageElement>(null)
  useLayoutEffect(() => {
    const show = () => {
      const src = bootPhoto(index)
      if (src && img.current && img.current.getAttribute('src') !== src) img.current.src = src
    }
    show()
    return subscribe(show)
  }, [index])
  return (
    <img
      ref={img}
      {...{ [BOOT_PHOTO_ATTRIBUTE]: index }}
      alt=""
      crossOrigin="anonymous"
      decoding="async"
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      // An ad published before small versions existed has none: the loading card stays grey.
      onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit }}
    />
  )
}
