import { Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { lazy, Suspense, useDeferredValue } from 'react'
import { useRouter } from '@tanstack/react-router'
import { PendingBadge, StatusBadge } from '@/features/ads'
import { FavoriteButton } from '@/features/favorites'
import { formatPrice } from '@/lib/format'
import { useAd, useNotifiedAbout, useUsernames, type CachedAd } from '@/offline'
import { SellerLink } from '@/features/sellers'
import { statusShown } from '@/lib/ad-time'
import { OwnerNotice } from './OwnerNotice'
import { ButtonLink } from '@/ui/links'
import { ContactButtons } from './ContactButtons'
import { InAppContact } from './InAppContact'
import { Gallery, GalleryPlaceholder } from './Gallery'
import { LoadingState } from '@/ui/LoadingState'
import { ServerAdSummary } from './ServerAdSummary'

function BackButton() {
  const router = useRouter()
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      onClick={() => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/frete-solidario' }))}
    >
      Voltar
    </Button>
  )
}

/** /product/{id}: photos, price, contact, specifications, map, related ads and comments. */
export function ProductPage({ id }: { id: string }) {
  const lookup = useAd(id)

  if (lookup.state === 'loading') {
    // The page's frame, a screen high (the footer does not jump when the ad arrives), with the
    // photo in its place as soon as it is known.
    return (
      <Container size="lg" py="md" mih="100dvh">
        <BackButton />
        <Grid gap="xl" mt="sm">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <GalleryPlaceholder />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ServerAdSummary />
            <LoadingState text="Carregando anúncio..." />
          </Grid.Col>
        </Grid>
      </Container>
    )
  }
  if (lookup.state === 'notFound') return <AdNotFound id={id} />

  return <AdView ad={lookup.ad} />
}

/** An unknown ad; one a notification pointed at is "indisponível" (hidden, paused or sold since). */
function AdNotFound({ id }: { id: string }) {
  const notified = useNotifiedAbout(id)
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{notified ? 'Anúncio indisponível' : 'Anúncio não encontrado'}</Title>
        <Text c="dimmed">
          {notified
            ? 'Este anúncio foi pausado, vendido ou removido depois do aviso.'
            : 'Ele pode ter sido removido ou ainda não chegou ao seu aparelho.'}
        </Text>
        {notified && <ButtonLink to="/frete-solidario">Ver outros anúncios</ButtonLink>}
        <ButtonLink to="/" variant={notified ? 'light' : 'filled'}>
          Voltar para o início
        </ButtonLink>
      </Stack>
    </Container>
  )
}

function AdView({ ad }: { ad: CachedAd }) {
  const usernames = useUsernames([ad.user_id])
  const status = statusShown(ad)
  return (
    <Container size="lg" py="md">
      <BackButton />
      <Grid gap="xl" mt="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Gallery ad={ad} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={1} fz={{ base: 'h2', md: 'h1' }}>
                {ad.titulo}
              </Title>
              <FavoriteButton anuncioId={ad.id} titulo={ad.titulo} />
            </Group>
            <Group gap="xs">
              {status !== 'ativo' && <StatusBadge status={status} />}
              {ad.pending && <PendingBadge />}
            </Group>
            <Text fz={28} fw={800} c="campo.8">
              {formatPrice(ad.preco)}
            </Text>
            <OwnerNotice ad={ad} status={status} />
            {ad.user_name && (
              <Text c="dimmed">
                Anunciado por <SellerLink username={usernames.get(ad.user_id)}>{ad.user_name}</SellerLink>
              </Text>
            )}
            <ContactButtons ad={ad} />
            <InAppContact ad={ad} />
            {ad.audio_caminho && ad.audio_duracao_ms ? (
              <Box mih={62}>
                <Suspense fallback={null}>
                  <SpokenDescription caminho={ad.audio_caminho} duracaoMs={ad.audio_duracao_ms} />
                </Suspense>
              </Box>
            ) : null}
            {ad.descricao && <Text style={{ whiteSpace: 'pre-line' }}>{ad.descricao}</Text>}
          </Stack>
        </Grid.Col>
      </Grid>
      <BelowTheFold ad={ad} />
    </Container>
  )
}

// The seller's spoken description: its code loads with the first ad that has one (its place held meanwhile).
const SpokenDescription = lazy(() => import('@/features/voice-notes').then((m) => ({ default: m.SpokenDescription })))

// Specifications, map, related ads and comments: their code loads and renders after the photo,
// title, price and contact are on screen — on a slow phone they would hold those back.
const ProductDetails = lazy(() => import('./ProductDetails'))

function BelowTheFold({ ad }: { ad: CachedAd }) {
  const shown = useDeferredValue<CachedAd | null>(ad, null)
  const placeholder = <Box mih="100dvh" />
  if (!shown) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <ProductDetails ad={shown} />
    </Suspense>
  )
}
