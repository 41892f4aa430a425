import { Button } from '@mantine/core'
import { IconList, IconMap } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import classes from './ViewToggle.module.css'

export type View = 'lista' | 'mapa'

/** "Lista" / "Mapa": how a list of results is shown (pressed state for screen readers). */
export function ViewToggle({ value, onChange, label }: { value: View; onChange: (view: View) => void; label: string }) {
  return (
    <Button.Group aria-label={label}>
      {(['lista', 'mapa'] as const).map((modo) => (
        <Button
          key={modo}
          variant={value === modo ? 'filled' : 'default'}
          aria-pressed={value === modo}
          leftSection={modo === 'lista' ? <IconList size={16} aria-hidden /> : <IconMap size={16} aria-hidden />}
          onClick={() => onChange(modo)}
        >
          {modo === 'lista' ? 'Lista' : 'Mapa'}
        </Button>
      ))}
    </Button.Group>
  )
}

/** A list's heading with its toggle at the end (beside it on a wide screen, below it on a phone). */
export function ViewToggleBar({
  children,
  ...toggle
}: {
  children: ReactNode
  value: View
  onChange: (view: View) => void
  label: string
}) {
  return (
    <div className={classes.bar}>
      {children}
      <ViewToggle {...toggle} />
    </div>
  )
}
