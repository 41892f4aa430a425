import { Pagination, SimpleGrid, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { PageBanner } from '@/ui/PageBanner'
import { ArticleCard } from './components/ArticleCard'
import { ArticlesLayout } from './components/ArticlesLayout'
import { paginate, searchArticles } from './search'

export function InformativosPage({ search, page }: { search?: string; page: number }) {
  const navigate = useNavigate()
  const encontrados = searchArticles(search)
  const { itens, totalPaginas, atual } = paginate(encontrados, page)
  return (
    <>
      <PageBanner title="Nossas últimas notícias" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Blog' }]} />
      <ArticlesLayout search={search}>
        <Stack gap="lg">
          {search && (
            <Text role="status">
              {encontrados.length === 0
                ? `Nenhum informativo encontrado para "${search}".`
                : `${encontrados.length} ${encontrados.length === 1 ? 'informativo encontrado' : 'informativos encontrados'} para "${search}".`}
            </Text>
          )}
          {encontrados.length === 0 && !search && <Text>Nenhum informativo publicado ainda.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {itens.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </SimpleGrid>
          {totalPaginas > 1 && (
            <Pagination
              total={totalPaginas}
              value={atual}
              onChange={(p) => void navigate({ to: '/informativos', search: { search, page: p } })}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control,
              })}
              getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
              withEdges={false}
            />
          )}
        </Stack>
      </ArticlesLayout>
    </>
  )
}
