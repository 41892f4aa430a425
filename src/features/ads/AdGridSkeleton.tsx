import { Box, Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { BootPhoto } from '@/ui/boot-photos'
import { AD_GRID_COLS, AD_PHOTO_HEIGHT, FIRST_SCREEN_CARDS } from './grid-layout'
import classes from './AdCard.module.css'
import gridClasses from './AdGrid.module.css'

/**
 * The place of a list of ads while it loads: cards of the same size as the real ones, so nothing
 * moves when the ads arrive. Screen readers hear `text`. `bootPhotos`: the list whose data the
 * prerendered page's boot script reads — its cards show the ads' photos before the app has loaded.
 */
export function AdGridSkeleton({
  count,
  text = 'Carregando anúncios...',
  bootPhotos = false,
}: {
  count: number
  text?: string
  bootPhotos?: boolean
}) {
  return (
    <Box role="status">
      <VisuallyHidden>{text}</VisuallyHidden>
      <SimpleGrid cols={AD_GRID_COLS} spacing="md" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <AdCardSkeleton
            key={i}
            bootPhoto={bootPhotos ? i : undefined}
            className={i >= FIRST_SCREEN_CARDS ? gridClasses.later : undefined}
          />
        ))}
      </SimpleGrid>
    </Box>
  )
}

/** The place of one ad card, of the same size; with the `bootPhoto`-th ad's photo when known. */
export function AdCardSkeleton({ bootPhoto, className }: { bootPhoto?: number; className?: string }) {
  return (
    <Card withBorder padding={0} radius="md" className={className ? `${classes.card} ${className}` : classes.card} aria-hidden>
      <Box pos="relative" h={AD_PHOTO_HEIGHT}>
        <Skeleton h="100%" radius={0} animate={false} />
        {bootPhoto !== undefined && <BootPhoto index={bootPhoto} fit="cover" />}
      </Box>
      <Stack gap={4} p="sm">
        <Skeleton h={20} w={96} radius="xl" animate={false} />
        <div className={classes.title}>
          <Skeleton h="1em" mt="0.3em" w="90%" animate={false} />
        </div>
        <Skeleton h={18} mt={4} mb={3} w={80} animate={false} />
        <Group justify="space-between" wrap="nowrap" className={classes.footer}>
          <Skeleton h={14} w={120} animate={false} />
        </Group>
      </Stack>
    </Card>
  )
}
