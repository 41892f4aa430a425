import { Group } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/lib/page-start/hydration'
import type { NearMeControlProps } from './NearMeControl'
import { NearMeButtons } from './NearMeButtons'

// Until a place is set or one of its two buttons is tapped, "Perto de mim" is just those buttons:
// the control (radius, messages, the position's request) loads on that tap, and the tap is then
// carried out. The page's start pays for two buttons, not for the control.
const NearMeControl = lazy(() => import('./NearMeControl'))

export function LazyNearMeControl(props: Omit<NearMeControlProps, 'start'>) {
  const [start, setStart] = useState<'locate' | 'pick' | undefined>()
  // Never usable before it works: the prerendered page holds the buttons hidden, so they take
  // the same room at every width (one row or two) and nothing moves when they appear.
  const hydrated = useHydrated()
  const buttons = (
    <Group
      gap="xs"
      align="flex-end"
      justify={props.inverted ? 'center' : undefined}
      aria-hidden={!hydrated || undefined}
      style={hydrated ? undefined : { visibility: 'hidden' }}
    >
      <NearMeButtons
        inverted={props.inverted}
        locating={start === 'locate'}
        onLocate={() => setStart('locate')}
        onPick={() => setStart('pick')}
      />
    </Group>
  )
  if (!hydrated || (props.value.state === 'none' && !start)) return buttons
  return (
    <Suspense fallback={buttons}>
      <NearMeControl {...props} start={start} />
    </Suspense>
  )
}
