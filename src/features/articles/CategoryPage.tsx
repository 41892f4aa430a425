import { SimpleGrid, Stack } from '@mantine/core'
import { PageBanner } from '@/ui/PageBanner'
import { ArticleCard } from './components/ArticleCard'
import { ArticlesLayout } from './components/ArticlesLayout'
import { NotFoundPage } from '@/ui/NotFoundPage'
import { ARTICLE_CATEGORY_NAMES, articlesInCategory, isArticleCategory } from './data/articles'
import { newestFirst } from './search'

export function CategoryPage({ category }: { category: string }) {
  if (!isArticleCategory(category)) return <NotFoundPage />
  const [featured, ...rest] = newestFirst(articlesInCategory(category))
  const name = ARTICLE_CATEGORY_NAMES[category]
  return (
    <>
      <PageBanner title={name} crumbs={[{ label: 'Casa' }, { label: 'Blog' }, { label: name }]} />
      <ArticlesLayout>
        <Stack gap="lg">
          {featured && <ArticleCard article={featured} featured />}
          {rest.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {rest.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </ArticlesLayout>
    </>
  )
}
