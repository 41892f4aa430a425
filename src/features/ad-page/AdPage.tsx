import { Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { lazy, Suspense, useDeferredValue } from 'react'
import { useRouter } from '@tanstack/react-router'
import { PendingBadge, ReservedBadge, SoldOutBadge, StatusBadge } from '@/features/ads'
import { adAvailable, adPrice, isSoldOut } from '@/lib/rules/units'
import { FirstThenPhonePage } from '@/lib/page-start/FirstThenPhonePage'
import type { CachedAd } from '@/offline'
import { useFirstAd } from '@/offline/first-ad'
import { statusShown } from '@/lib/rules/ad-time'
import { heartWhileLoading } from '@/ui/heart/HeartWhileLoading'
import { phoneAd } from './phone-ad'
import { ContactButtons } from './ContactButtons'
import { InAppContact } from './InAppContact'
import { Gallery, GalleryPlaceholder } from './Gallery'
import { LoadingState } from '@/ui/LoadingState'
import { ServerAdSummary } from './ServerAdSummary'

type PhoneAdParts = typeof import('./PhoneAd')

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
export function AdPage({ id }: { id: string }) {
  return (
    <FirstThenPhonePage
      id={id}
      phoneParts={phoneAd}
      useFirst={useFirstAd}
      phone={(parts, onPhone) => <parts.PhoneAd id={id} onPhone={onPhone} />}
      found={(ad, parts) => <AdView ad={ad} parts={parts} />}
      notFound={(parts) => <parts.AdNotFound id={id} />}
      loading={<AdLoading />}
    />
  )
}

/** The page's frame, a screen high (the footer does not jump when the ad arrives), with the photo in its place as soon as it is known. */
function AdLoading() {
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

function AdView({ ad, parts }: { ad: CachedAd; parts: PhoneAdParts | undefined }) {
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
              {parts ? <parts.FavoriteButton anuncioId={ad.id} titulo={ad.titulo} /> : heartWhileLoading(ad)}
            </Group>
            <Group gap="xs">
              {status !== 'ativo' && <StatusBadge status={status} />}
              {ad.pending && <PendingBadge />}
              {isSoldOut(ad) && <SoldOutBadge />}
              {status === 'ativo' && ad.reservado_em && <ReservedBadge />}
            </Group>
            {/* "Ouvir" arrives with the page's later parts, on the price's line (no line moves). */}
            <Group justify="space-between" wrap="nowrap">
              <Text fz={28} fw={800} c="campo.8">
                {adPrice(ad)}
              </Text>
              {parts && <parts.ReadAloudAd ad={ad} />}
            </Group>
            {!isSoldOut(ad) && adAvailable(ad) && <Text fw={600}>{adAvailable(ad)}</Text>}
            {parts && <parts.OwnerNotice ad={ad} status={status} />}
            {ad.user_name && <Text c="dimmed">Anunciado por {parts ? <parts.SellerName ad={ad} /> : ad.user_name}</Text>}
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
      {parts ? <BelowTheFold ad={ad} /> : <BelowTheFoldPlace />}
    </Container>
  )
}

// The seller's spoken description: its code loads with the first ad that has one (its place held meanwhile).
const SpokenDescription = lazy(() => import('@/features/voice-notes').then((m) => ({ default: m.SpokenDescription })))

// Specifications, map, related ads and comments: their code loads and renders after the photo,
// title, price and contact are on screen — on a slow phone they would hold those back.
const AdDetails = lazy(() => import('./AdDetails'))

/** Where they come (a screen high): their code reads the phone's copy, and comes with the page's other parts (phone-ad.ts). */
const BelowTheFoldPlace = () => <Box mih="100dvh" />

function BelowTheFold({ ad }: { ad: CachedAd }) {
  const shown = useDeferredValue<CachedAd | null>(ad, null)
  if (!shown) return <BelowTheFoldPlace />
  return (
    <Suspense fallback={<BelowTheFoldPlace />}>
      <AdDetails ad={shown} />
    </Suspense>
  )
}
