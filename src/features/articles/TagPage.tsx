import { SimpleGrid } from '@mantine/core'
import { PageBanner } from '@/ui/PageBanner'
import { ArticleCard } from './components/ArticleCard'
import { ArticlesLayout } from './components/ArticlesLayout'
import { NotFoundPage } from '@/ui/NotFoundPage'
import { TAG_NAMES, articlesWithTag, isTag } from './data/articles'
import { newestFirst } from './search'

export function TagPage({ tag }: { tag: string }) {
  if (!isTag(tag)) return <NotFoundPage />
  const name = TAG_NAMES[tag]
  return (
    <>
      <PageBanner
        title={name}
        crumbs={[{ label: 'Casa', to: '/' }, { label: 'Informativos', to: '/informativos' }, { label: name }]}
      />
      <ArticlesLayout>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {newestFirst(articlesWithTag(tag)).map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </SimpleGrid>
      </ArticlesLayout>
    </>
  )
}
