// Replaces @mantine/hooks' useId in the build (vite.config.ts, `stableMantineIds`). Mantine's sets a
// random id in a layout effect after mount: on a prerendered page every input, chip, tab and rating
// then renders again at once, in one task the phone cannot interrupt, to change ids that were
// already right. React's own useId is the same on the server and in the browser.
import { useId as useReactId } from 'react'

export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`
}
