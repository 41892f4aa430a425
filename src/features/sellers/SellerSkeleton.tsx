import { Container, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { AdGridSkeleton } from '@/features/ads'

/**
 * The page's least height, loading and loaded: the footer starts below the first screen, so a
 * profile and ads taller than their places never push it down in view (a layout shift).
 */
export const SELLER_PAGE_MIN_HEIGHT = '100vh'

/**
 * A seller's page while it loads, in the shape it will take (the profile card, then the ads): the
 * prerendered frame paints it at once, and the profile replaces it without moving the page. Still,
 * as the ads' cards are: a pulsing placeholder makes the page's main thread draw every frame while
 * it starts (~60–80 ms of CPU on the bench's seller page).
 */
export function SellerSkeleton() {
  return (
    <Container size="lg" py="xl" mih={SELLER_PAGE_MIN_HEIGHT} role="status">
      <VisuallyHidden>Carregando perfil...</VisuallyHidden>
      <div aria-hidden>
        <Paper withBorder radius="md" p="lg" mb="xl">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <Skeleton circle height={72} animate={false} style={{ flexShrink: 0 }} />
            <Stack gap={10} style={{ flex: 1, minWidth: 0 }}>
              <Skeleton height={34} width="60%" animate={false} />
              <Skeleton height={18} width="35%" animate={false} />
              <Skeleton height={18} width="50%" animate={false} />
              <Skeleton height={20} width="40%" animate={false} />
              <Skeleton height={36} width={220} maw="100%" animate={false} />
            </Stack>
          </Group>
        </Paper>
        <Skeleton height={32} width={260} mb="md" animate={false} />
        {/* The seller's first ads' photos, which the prerendered page's boot script asks for. */}
        <AdGridSkeleton count={4} bootPhotos />
      </div>
    </Container>
  )
}
