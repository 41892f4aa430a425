import { Box, Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { AD_GRID_COLS, AD_PHOTO_HEIGHT } from './grid-layout'
import classes from './AdCard.module.css'

/**
 * The place of a list of ads while it loads: cards of the same size as the real ones, so nothing
 * moves when the ads arrive. Screen readers hear `text`.
 */
export function AdGridSkeleton({ count, text = 'Carregando anúncios...' }: { count: number; text?: string }) {
  return (
    <Box role="status">
      <VisuallyHidden>{text}</VisuallyHidden>
      <SimpleGrid cols={AD_GRID_COLS} spacing="md" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <AdCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    </Box>
  )
}

/** The place of one ad card, of the same size. */
export function AdCardSkeleton() {
  return (
    <Card withBorder padding={0} radius="md" className={classes.card} aria-hidden>
      <Skeleton h={AD_PHOTO_HEIGHT} radius={0} animate={false} />
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
