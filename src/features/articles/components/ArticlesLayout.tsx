import { Container, Grid, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { NewsletterForm } from '@/features/newsletter'
import { ArticlesSidebar } from './ArticlesSidebar'

/** Main column with the newsletter box, and the shared sidebar. */
export function ArticlesLayout({ children, search }: { children: ReactNode; search?: string }) {
  return (
    <Container size="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {children}
            <NewsletterForm />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ArticlesSidebar search={search} />
        </Grid.Col>
      </Grid>
    </Container>
  )
}
