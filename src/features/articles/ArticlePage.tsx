import { Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatLongDate } from '@/lib/formats/format'
import { NotFoundPage } from '@/ui/NotFoundPage'
import { PageBanner } from '@/ui/PageBanner'
import { ArticleCard } from './components/ArticleCard'
import { ArticlesLayout } from './components/ArticlesLayout'
import { TAG_NAMES, articleBySlug, articlesWithTag } from './data/articles'
import { BadgeLink } from '@/ui/links'
import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/page-start/hydration'

// "Ouvir artigo": its code is asked for once the page has attached, not part of the page's start.
const ReadAloudButton = lazy(() => import('@/features/read-aloud').then((m) => ({ default: m.ReadAloudButton })))

export function ArticlePage({ slug }: { slug: string }) {
  const article = articleBySlug(slug)
  const hydrated = useHydrated()
  if (!article) return <NotFoundPage />
  const related = [...new Set(article.tags.flatMap(articlesWithTag))].filter((a) => a.slug !== article.slug).slice(0, 2)
  return (
    <>
      <PageBanner
        title={article.title}
        crumbs={[{ label: 'Casa', to: '/' }, { label: 'Informativos', to: '/informativos' }, { label: article.title }]}
      />
      <ArticlesLayout>
        <Stack gap="md" component="article">
          {/* The button's place is kept from the first paint: it comes once the page has attached,
              and the lines below do not move. */}
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Text c="dimmed" flex={1}>
              Por {article.author} · <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </Text>
            <Group w={88} h={26} justify="flex-end" wrap="nowrap">
              {hydrated && (
                <Suspense>
                  <ReadAloudButton
                    compact
                    label="Ouvir artigo"
                    texts={() => [article.title, `Por ${article.author}, ${formatLongDate(article.date)}`, ...article.content]}
                  />
                </Suspense>
              )}
            </Group>
          </Group>
          <Image src={article.imageUrl} alt={article.imageAlt} radius="md" />
          {article.content.map((paragraph) => (
            <Text key={paragraph.slice(0, 24)} fz="lg" lh={1.7}>
              {paragraph}
            </Text>
          ))}
          <Group gap={6}>
            {article.tags.map((tag) => (
              <BadgeLink key={tag} to="/tags/$tag" params={{ tag }} variant="light" style={{ cursor: 'pointer' }}>
                {TAG_NAMES[tag]}
              </BadgeLink>
            ))}
          </Group>
        </Stack>
        {related.length > 0 && (
          <section aria-labelledby="leia-tambem">
            <Title order={2} size="h4" mb="sm" id="leia-tambem">
              Leia também
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {related.map((a) => (
                <ArticleCard key={a.slug} article={a} headingLevel={3} />
              ))}
            </SimpleGrid>
          </section>
        )}
      </ArticlesLayout>
    </>
  )
}
