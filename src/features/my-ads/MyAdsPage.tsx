import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { announceChange } from '@/features/send-state'
import { authorOf, useSession } from '@/lib/server/session'
import {
  alterarStatusDoAnuncio,
  editarAnuncio,
  excluirAnuncio,
  renovarAnuncio,
  useOwnAds,
  useQueuedByAd,
  type CachedAd,
} from '@/offline'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { LoadingState } from '@/ui/LoadingState'
import { ButtonLink } from '@/ui/links'
import { MyAdCard, type StatusAction } from './MyAdCard'
import { RestockDialog } from './RestockDialog'

const STATUS_DA_ACAO: Record<Exclude<StatusAction, 'renovar'>, { status: CachedAd['status']; sucesso: string }> = {
  pausar: { status: 'pausado', sucesso: 'Anúncio pausado com sucesso!' },
  ativar: { status: 'ativo', sucesso: 'Anúncio ativado com sucesso!' },
  vender: { status: 'vendido', sucesso: 'Anúncio marcado como vendido!' },
}

/** Tells the owner, above their ads, that the moderation hid some of them (each card says why). */
function ModerationNotice({ ads }: { ads: CachedAd[] }) {
  const hidden = ads.filter((ad) => ad.status === 'oculto').length
  if (hidden === 0) return null
  return (
    <Alert color="red" variant="light" mb="lg" role="status" title="A moderação ocultou anúncios seus">
      {hidden === 1
        ? '1 anúncio seu foi ocultado depois de denúncias. O motivo está no cartão dele.'
        : `${hidden} anúncios seus foram ocultados depois de denúncias. O motivo está no cartão de cada um.`}
    </Alert>
  )
}

/** /meus-anuncios: every ad of the person in any status, pending ones included, with their actions. */
export function MyAdsPage() {
  const { user } = useSession()
  const ads = useOwnAds(user?.id)
  const queued = useQueuedByAd(user?.id)
  const [excluindo, setExcluindo] = useState<CachedAd | null>(null)
  const [repondo, setRepondo] = useState<CachedAd | null>(null)
  const autor = user ? authorOf(user) : null

  const alterar = async (ad: CachedAd, action: StatusAction) => {
    if (!autor) return
    try {
      if (action === 'renovar') {
        await announceChange(() => renovarAnuncio(autor, ad.id), 'Anúncio renovado por mais 60 dias!')
        return
      }
      const { status, sucesso } = STATUS_DA_ACAO[action]
      await announceChange(() => alterarStatusDoAnuncio(autor, ad.id, status), sucesso)
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao alterar status do anúncio' })
    }
  }

  const repor = async (ad: CachedAd, quantidade_disponivel: number) => {
    setRepondo(null)
    if (!autor) return
    try {
      await announceChange(() => editarAnuncio(autor, ad.id, { quantidade_disponivel }), 'Estoque atualizado!')
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao atualizar o estoque. Tente novamente.' })
    }
  }

  const excluir = async () => {
    if (!autor || !excluindo) return
    try {
      await announceChange(() => excluirAnuncio(autor, excluindo.id), 'Anúncio excluído com sucesso!')
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao excluir anúncio' })
    }
    setExcluindo(null)
  }

  return (
    <>
      {/* Both read before any card shows: a card drawn before the outbox was read would look sent. */}
      {ads === undefined || queued === undefined ? (
        <LoadingState text="Carregando anúncios..." />
      ) : ads.length === 0 ? (
        <Stack align="center" py={48} ta="center">
          <Title order={1} fz="h2">
            Você ainda não tem nenhum Anúncio
          </Title>
          <Text c="dimmed">Seus anúncios publicados aparecerão aqui. Comece criando seu primeiro anúncio!</Text>
          <ButtonLink to="/criar-anuncio" color="colheita.7" leftSection={<IconPlus size={18} aria-hidden />}>
            Adicionar Anúncio
          </ButtonLink>
        </Stack>
      ) : (
        <>
          <Group justify="space-between" mb="lg">
            <Title order={1}>Meus Anúncios ({ads.length})</Title>
            <ButtonLink to="/criar-anuncio" color="colheita.7" leftSection={<IconPlus size={18} aria-hidden />}>
              Novo Anúncio
            </ButtonLink>
          </Group>
          <ModerationNotice ads={ads} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {ads.map((ad) => (
              <MyAdCard
                key={ad.id}
                ad={ad}
                autor={autor}
                queued={queued?.get(ad.id)}
                onStatus={(action) => void alterar(ad, action)}
                onRestock={() => setRepondo(ad)}
                onDelete={() => setExcluindo(ad)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      {repondo && <RestockDialog ad={repondo} onSave={(q) => void repor(repondo, q)} onClose={() => setRepondo(null)} />}
      <ConfirmDialog
        opened={excluindo !== null}
        title="Excluir anúncio"
        message="Tem certeza que deseja excluir este anúncio?"
        confirmLabel="Excluir"
        onConfirm={() => void excluir()}
        onCancel={() => setExcluindo(null)}
      />
    </>
  )
}
