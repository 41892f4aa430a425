import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  type ActionIconProps,
  type AnchorProps,
  type BadgeProps,
  type ButtonProps,
} from '@mantine/core'
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

const MantineActionIcon = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorAttributes>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
))

const CreatedAnchor = createLink(MantineAnchor)
const CreatedActionIcon = createLink(MantineActionIcon)
const CreatedBadge = createLink(MantineBadge)
const CreatedButton = createLink(MantineButton)

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchor {...props} />
export const BadgeLink: LinkComponent<typeof MantineBadge> = (props) => <CreatedBadge {...props} />
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButton {...props} />
export const ActionIconLink: LinkComponent<typeof MantineActionIcon> = (props) => <CreatedActionIcon {...props} />
