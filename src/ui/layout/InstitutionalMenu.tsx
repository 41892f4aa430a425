import { Group, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import classes from './Header.module.css'
import { MENU_INSTITUCIONAL } from './nav-items'

/**
 * The desktop bar's "Menu": a disclosure of links (the pattern WAI-ARIA recommends for site
 * navigation). Opens on click or Enter, closes on Escape, on a click elsewhere or on choosing.
 * Hand-made rather than Mantine's Menu, whose positioning engine would weigh on every first load.
 */
export function InstitutionalMenu() {
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
        aria-controls="menu-institucional"
        onClick={() => setOpen((was) => !was)}
      >
        <Group gap={4} wrap="nowrap">
          Menu <IconChevronDown size={16} aria-hidden />
        </Group>
      </UnstyledButton>
      <ul id="menu-institucional" className={classes.dropdown} hidden={!open}>
        {MENU_INSTITUCIONAL.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={classes.dropdownLink} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
