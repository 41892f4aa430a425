// Object URLs for photos held on the phone (not uploaded yet). One URL per Blob, made once and
// kept for the page's life: only pending photos get one, so the few KB of bookkeeping are
// cheaper than revoking correctly across React's re-mounts.
const urls = new WeakMap<Blob, string>()

export function objectUrlOf(blob: Blob): string {
  let url = urls.get(blob)
  if (!url) {
    url = URL.createObjectURL(blob)
    urls.set(blob, url)
  }
  return url
}
