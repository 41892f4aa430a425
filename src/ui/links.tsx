import { Anchor, Badge, Button, type AnchorProps, type BadgeProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

// Mantine components as typed router links (params and search checked against the routes), as
// TanStack Router documents for polymorphic component libraries.
type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => (
  <Anchor ref={ref} {...props} />
))
const MantineBadge = forwardRef<HTMLAnchorElement, BadgeProps & AnchorAttributes>((props, ref) => (
  <Badge component="a" ref={ref} {...props} />
))
const MantineButton = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
))

const CreatedAnchor = createLink(MantineAnchor)
const CreatedBadge = createLink(MantineBadge)
const CreatedButton = createLink(MantineButton)

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchor {...props} />
export const BadgeLink: LinkComponent<typeof MantineBadge> = (props) => <CreatedBadge {...props} />
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButton {...props} />
