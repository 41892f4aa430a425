import { Button, Chip, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { AdGrid } from '@/features/ads'
import { FavoriteButton } from '@/features/favorites'
import { useLatestAds, type CachedAd } from '@/offline'
import { ButtonLink } from '@/ui/links'
import { LoadingState } from '@/ui/LoadingState'
import { nomeDaCategoria } from '@/lib/categorias'

const ABAS = ['todos', 'agricultura', 'casa', 'comida', 'comunidade', 'cuidados', 'sustentabilidade'] as const
const NO_BLOCO = 6

const favorito = (ad: CachedAd) => <FavoriteButton anuncioId={ad.id} titulo={ad.titulo} />

function Empty() {
  return (
    <Stack align="center" py="xl" ta="center">
      <Text fz="lg">Ainda não há anúncios publicados.</Text>
      <Group>
        <ButtonLink to="/criar-anuncio" color="colheita.7">
          Criar Anúncio
        </ButtonLink>
        <ButtonLink to="/criar-anuncio" variant="light">
          Seja o primeiro a anunciar!
        </ButtonLink>
      </Group>
    </Stack>
  )
}

const Loading = () => <LoadingState text="Carregando anúncios..." py="xl" />

/** Featured ads with category tabs (filtering what is already loaded); at most 6. */
export function FeaturedAds() {
  const ads = useLatestAds(60)
  const [aba, setAba] = useState<(typeof ABAS)[number]>('todos')
  const shown = ads?.filter((ad) => aba === 'todos' || ad.categoria === aba).slice(0, NO_BLOCO)
  return (
    <section aria-labelledby="destaques">
      <Title order={2} id="destaques" mb="sm">
        Anúncios em destaque
      </Title>
      <Chip.Group value={aba} onChange={(value) => setAba(value as (typeof ABAS)[number])}>
        <Group gap="xs" mb="md" role="radiogroup" aria-label="Filtrar destaques por categoria">
          {ABAS.map((a) => (
            <Chip key={a} value={a} variant="outline" color="campo">
              {a === 'todos' ? 'Todos' : nomeDaCategoria(a)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown === undefined ? (
        <Loading />
      ) : ads?.length === 0 ? (
        <Empty />
      ) : shown.length === 0 ? (
        <Stack align="center" py="lg">
          <Text>Nenhum anúncio na categoria "{nomeDaCategoria(aba)}"</Text>
          <Button variant="subtle" onClick={() => setAba('todos')}>
            Ver todos
          </Button>
        </Stack>
      ) : (
        <AdGrid ads={shown} action={favorito} />
      )}
    </section>
  )
}

/** The 6 newest ads, labelled "Hoje", "Ontem", "N dias atrás". */
export function RecentAds() {
  const ads = useLatestAds(NO_BLOCO)
  return (
    <section aria-labelledby="recentes">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="recentes">
          Anúncios recentes
        </Title>
        <ButtonLink to="/frete-solidario" variant="subtle" search={{ sort: 'recentes' }}>
          Ver todos
        </ButtonLink>
      </Group>
      {ads === undefined ? <Loading /> : ads.length === 0 ? <Empty /> : <AdGrid ads={ads} action={favorito} showDay />}
    </section>
  )
}
