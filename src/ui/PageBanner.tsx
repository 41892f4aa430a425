import { Anchor, Box, Breadcrumbs, Container, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export interface Crumb {
  label: string
  /** A link when given; plain text otherwise. */
  to?: string
}

/** A page title on a green band, with its breadcrumb trail. */
export function PageBanner({ title, crumbs }: { title: ReactNode; crumbs: Crumb[] }) {
  return (
    <Box bg="campo.0" py="xl" mb="lg">
      <Container size="lg">
        <Title order={1}>{title}</Title>
        <Breadcrumbs mt="xs" separator="/" component="nav" aria-label="Você está em">
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to}>
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} c="dimmed" aria-current="page">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      </Container>
    </Box>
  )
}
