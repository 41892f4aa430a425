import { Group, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import classes from './Header.module.css'

export type DisclosureItem = {
  label: string
  /** Shown after the label (a count). */
  extra?: ReactNode
} & ({ to: string } | { onSelect: () => void })

/**
 * A desktop bar's menu: a disclosure of links (the pattern WAI-ARIA recommends for site
 * navigation). Opens on click or Enter, closes on Escape, on a click elsewhere or on choosing.
 * Hand-made rather than Mantine's Menu, whose positioning engine would weigh on every first load.
 */
export function DisclosureMenu({
  id,
  label,
  items,
  align = 'start',
}: {
  id: string
  label: ReactNode
  items: readonly DisclosureItem[]
  /** Which edge of the button the list lines up with ('end' near the right of the bar). */
  align?: 'start' | 'end'
}) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return (
    <div ref={wrapper} className={classes.disclosure}>
      <UnstyledButton
        ref={button}
        className={classes.link}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <Group gap={4} wrap="nowrap">
          {label} <IconChevronDown size={16} aria-hidden />
        </Group>
      </UnstyledButton>
      <ul id={id} className={classes.dropdown} data-align={align} hidden={!open}>
        {items.map((item) => {
          const content = (
            <Group component="span" gap={6} wrap="nowrap" justify="space-between">
              {item.label}
              {item.extra}
            </Group>
          )
          return (
            <li key={item.label}>
              {'to' in item ? (
                <Link to={item.to} className={classes.dropdownLink} onClick={() => setOpen(false)}>
                  {content}
                </Link>
              ) : (
                <UnstyledButton
                  className={classes.dropdownLink}
                  w="100%"
                  onClick={() => {
                    setOpen(false)
                    item.onSelect()
                  }}
                >
                  {content}
                </UnstyledButton>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
