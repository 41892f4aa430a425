import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { AdGrid, AdGridSkeleton } from '@/features/ads'
import { FavoriteButton } from '@/features/favorites'
import { useAdSearch, type AdSearch, type CachedAd } from '@/offline'
import { LazyAdsMap } from '@/ui/map'
import { ViewToggle, type View } from '@/ui/ViewToggle'
import { AD_CATEGORIES, adCategoryName } from '@/lib/ad-categories'

export type Ordem = AdSearch['ordem']

const ORDENS: Array<{ value: Ordem; label: string }> = [
  { value: 'relevancia', label: 'Relevância' },
  { value: 'preco', label: 'Menor preço' },
  { value: 'recentes', label: 'Mais recentes' },
]

const comLocalizacao = (ads: CachedAd[]) =>
  ads.flatMap((ad) =>
    ad.latitude != null && ad.longitude != null
      ? [{ id: ad.id, titulo: ad.titulo, latitude: ad.latitude, longitude: ad.longitude }]
      : [],
  )

/** The ads of /frete-solidario: search, category and order live in the URL; list or map of the results. */
export function AdsTab({ termo, categoria, ordem }: { termo: string; categoria: string; ordem: Ordem }) {
  const navigate = useNavigate()
  // Uncontrolled (it follows the URL's term): what was typed before the app started stays.
  const caixa = useRef<HTMLInputElement>(null)
  const [vista, setVista] = useState<View>('lista')
  const result = useAdSearch({ termo, categoria, ordem })

  const go = (next: { search?: string; category?: string; sort?: Ordem }) =>
    void navigate({
      to: '/frete-solidario',
      search: {
        search: (next.search ?? termo) || undefined,
        category: (next.category ?? categoria) || undefined,
        sort: (next.sort ?? ordem) === 'relevancia' ? undefined : (next.sort ?? ordem),
      },
    })

  const limpar = () => {
    if (caixa.current) caixa.current.value = ''
    void navigate({ to: '/frete-solidario', search: {} })
  }

  const filtrando = Boolean(termo || categoria)
  const vazio = categoria && !termo ? `Nenhum anúncio na categoria "${adCategoryName(categoria)}"` : 'Nenhum anúncio encontrado'

  return (
    <Stack gap="md">
      <form
        role="search"
        method="get"
        action="/frete-solidario"
        onSubmit={(event) => {
          event.preventDefault()
          go({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() })
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Buscar anúncios"
            placeholder="Ex.: feijão, mel, queijo"
            name="search"
            ref={caixa}
            key={termo}
            defaultValue={termo}
            leftSection={<IconSearch size={18} aria-hidden />}
            style={{ flex: '1 1 240px' }}
          />
          {/* Native selects: the phone's own picker, and no dropdown engine to load. */}
          <NativeSelect
            label="Categoria"
            name="category"
            data={[{ value: '', label: 'Todas' }, ...AD_CATEGORIES.map((c) => ({ value: c, label: adCategoryName(c) }))]}
            value={categoria}
            onChange={(event) => go({ category: event.currentTarget.value })}
            style={{ flex: '0 1 200px' }}
          />
          <NativeSelect
            label="Ordenar por"
            name="sort"
            data={ORDENS}
            value={ordem}
            onChange={(event) => go({ sort: event.currentTarget.value as Ordem })}
            style={{ flex: '0 1 180px' }}
          />
          <Button type="submit">Buscar</Button>
          {filtrando && (
            <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={limpar}>
              Limpar filtros
            </Button>
          )}
        </Group>
      </form>

      <Group justify="space-between">
        <Title order={2} fz="h3">
          {termo ? `Resultados para "${termo}"` : categoria ? adCategoryName(categoria) : 'Todos os anúncios'}
        </Title>
        <ViewToggle value={vista} onChange={setVista} label="Mostrar como" />
      </Group>
      {result.source === 'cache' && (
        <Text size="sm" c="dimmed" role="status">
          Sem conexão: mostrando os anúncios guardados no seu aparelho.
        </Text>
      )}

      {result.ads === undefined ? (
        <AdGridSkeleton count={8} bootPhotos />
      ) : result.ads.length === 0 ? (
        <Stack align="center" py={48}>
          <Text fz="lg">{vazio}</Text>
          {filtrando && (
            <Button variant="light" onClick={limpar}>
              Limpar filtros
            </Button>
          )}
        </Stack>
      ) : vista === 'mapa' ? (
        <LazyAdsMap
          label="Mapa dos anúncios"
          points={comLocalizacao(result.ads)}
          onOpen={(id) => void navigate({ to: '/product/$id', params: { id } })}
        />
      ) : (
        <>
          <AdGrid ads={result.ads} action={(ad) => <FavoriteButton anuncioId={ad.id} titulo={ad.titulo} />} />
          {result.hasMore && (
            <Group justify="center">
              <Button variant="light" loading={result.loadingMore} onClick={result.loadMore}>
                Carregar mais
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  )
}
