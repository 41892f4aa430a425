import { Group } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '@/lib/idle'
import type { NearMeControlProps } from './NearMeControl'
import { NearMeButtons } from './NearMeButtons'

// Until a place is set or one of its two buttons is tapped, "Perto de mim" is just those buttons:
// the control (radius, messages, the position's request) loads on that tap, and the tap is then
// carried out. The page's start pays for two buttons, not for the control; the prerendered page
// holds their room and shows them once they work.
const NearMeControl = lazy(() => import('./NearMeControl'))

export function LazyNearMeControl(props: Omit<NearMeControlProps, 'start'>) {
  const [start, setStart] = useState<'locate' | 'pick' | undefined>()
  // Never on screen before it works: the prerendered page keeps its room, empty.
  const hydrated = useHydrated()
  if (!hydrated) return <div style={{ minHeight: 36 }} />
  const buttons = (
    <Group gap="xs" align="flex-end" justify={props.inverted ? 'center' : undefined}>
      <NearMeButtons
        inverted={props.inverted}
        locating={start === 'locate'}
        onLocate={() => setStart('locate')}
        onPick={() => setStart('pick')}
      />
    </Group>
  )
  if (props.value.state === 'none' && !start) return buttons
  return (
    <Suspense fallback={buttons}>
      <NearMeControl {...props} start={start} />
    </Suspense>
  )
}
