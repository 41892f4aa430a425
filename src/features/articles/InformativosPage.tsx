import { Alert, Pagination, SimpleGrid, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { PageBanner } from '@/ui/PageBanner'
import { ArticleCard } from './components/ArticleCard'
import { ArticlesLayout } from './components/ArticlesLayout'
import { paginate, searchArticles } from './search'

export function InformativosPage({ busca, pagina }: { busca?: string; pagina: number }) {
  const navigate = useNavigate()
  const encontrados = searchArticles(busca)
  const { itens, totalPaginas, atual } = paginate(encontrados, pagina)
  return (
    <>
      <PageBanner title="Nossas últimas notícias" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Blog' }]} />
      <ArticlesLayout busca={busca}>
        <Stack gap="lg">
          {busca && (
            <Text role="status">
              {encontrados.length === 0
                ? `Nenhum informativo encontrado para "${busca}".`
                : `${encontrados.length} ${encontrados.length === 1 ? 'informativo encontrado' : 'informativos encontrados'} para "${busca}".`}
            </Text>
          )}
          {encontrados.length === 0 && !busca && <Alert>Nenhum informativo publicado ainda.</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {itens.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </SimpleGrid>
          {totalPaginas > 1 && (
            <Pagination
              total={totalPaginas}
              value={atual}
              onChange={(p) => void navigate({ to: '/informativos', search: { busca, pagina: p } })}
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
