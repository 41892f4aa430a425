import { Avatar, Box, Container, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { AdGrid } from '@/features/ads'
import { formatMonthYear, formatRating } from '@/lib/formats/format'
import { publicImageUrl } from '@/lib/server/storage-url'
import { FirstThenPhonePage } from '@/lib/page-start/FirstThenPhonePage'
import type { CachedProfile, ShownSeller } from '@/offline'
import { useFirstSeller } from '@/offline/first-seller'
import { ButtonLink } from '@/ui/links'
import { ShareButtons } from '@/ui/ShareButtons'
import { SELLER_PAGE_MIN_HEIGHT, SellerSkeleton } from './SellerSkeleton'
import { SellerSales } from './seller-sales-part'
import { phoneSeller } from './phone-seller'

/** The stars of the comments on the seller's ads (anyone signed in comments; sales are apart). */
function Reputation({ profile }: { profile: CachedProfile }) {
  const { avaliacao_media: media, avaliacoes_quantidade: quantidade } = profile
  if (media === null || quantidade === 0) {
    return (
      <Text fw={700} c="campo.9">
        <Text span fw={400}>
          Comentários:
        </Text>{' '}
        {formatRating(null)}{' '}
        <Text span c="dimmed" fw={400}>
          (ainda sem avaliações)
        </Text>
      </Text>
    )
  }
  return (
    <Group gap={6}>
      <Text>Comentários:</Text>
      <Rating value={media} fractions={10} readOnly size="sm" aria-hidden />
      <Text fw={700}>{formatRating(media)}</Text>
      <Text c="dimmed">({quantidade === 1 ? '1 avaliação' : `${quantidade} avaliações`})</Text>
    </Group>
  )
}

/** /vendedor/{username}: who sells, where, since when, how buyers rated them, and their active ads. */
export function SellerPage({ username }: { username: string }) {
  return (
    <FirstThenPhonePage
      id={username}
      phoneParts={phoneSeller}
      useFirst={useFirstSeller}
      phone={(parts, onPhone) => <parts.PhoneSeller username={username} onPhone={onPhone} />}
      found={(seller) => <SellerView seller={seller} />}
      notFound={() => <SellerNotFound />}
      loading={<SellerSkeleton />}
    />
  )
}

function SellerNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Vendedor não encontrado</Title>
        <Text c="dimmed">O perfil pode ter sido desativado ou ainda não chegou ao seu aparelho.</Text>
        <ButtonLink to="/">Voltar para o início</ButtonLink>
      </Stack>
    </Container>
  )
}

function SellerView({ seller: { profile, ads } }: { seller: ShownSeller }) {
  const nome = profile.display_name?.trim() || profile.username
  return (
    <Container size="lg" py="xl" mih={SELLER_PAGE_MIN_HEIGHT}>
      <Paper withBorder radius="md" p="lg" mb="xl" component="section" aria-label="Perfil">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Avatar
            src={profile.avatar_path ? publicImageUrl(profile.avatar_path) : null}
            alt=""
            name={nome}
            color="campo"
            size={72}
            radius="xl"
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {nome}
            </Title>
            {profile.cidade && (
              <Group gap={4} c="dimmed" wrap="nowrap">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text>
                  {profile.cidade}
                  {profile.uf ? `, ${profile.uf}` : ''}
                </Text>
              </Group>
            )}
            <Text c="dimmed">No Campo Solidário desde {formatMonthYear(profile.created_at)}</Text>
            <Reputation profile={profile} />
            <ShareButtons
              shared={{ path: `/vendedor/${profile.username}`, title: nome, message: `${nome}, produtor no Campo Solidário:` }}
            />
          </Stack>
        </Group>
        {profile.descricao && (
          <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
            {profile.descricao}
          </Text>
        )}
      </Paper>
      <Title order={2} mb="md">
        Anúncios ativos ({ads.length})
      </Title>
      {ads.length > 0 ? <AdGrid ads={ads} /> : <Text c="dimmed">Nenhum anúncio ativo no momento.</Text>}
      {/* Below the ads: arriving later, it moves nothing in view. */}
      <Box mt="xl">
        <SellerSales sellerId={profile.id} />
      </Box>
    </Container>
  )
}

export { phoneSellerInApp } from './phone-seller'
