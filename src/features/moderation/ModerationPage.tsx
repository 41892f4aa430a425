import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { REPORT_REASON_NAMES } from '@/lib/rules/report-reasons'
import { announceChange } from '@/features/send-state'
import { authorOf, useSession } from '@/lib/server/session'
import { descartarDenuncias, ocultarAnuncio, useOpenReports, useUsernames, type ReportedAd } from '@/offline'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { LoadingState } from '@/ui/LoadingState'
import { HideAdModal } from './HideAdModal'
import { ModerationHistory } from './ModerationHistory'
import { ReportedMessages } from './ReportedMessages'
import { reasonsByCount, ReportedAdCard } from './ReportedAdCard'

type Tab = 'abertas' | 'mensagens' | 'historico'
const TABS: Tab[] = ['abertas', 'mensagens', 'historico']

/**
 * /gerenciar-denuncias: open reports grouped by ad; hide the ad (with the reason its owner reads)
 * or discard the reports; "Mensagens": reported messages with their context; "Histórico": the
 * moderation's decisions.
 */
export function ModerationPage() {
  const { user } = useSession()
  const { groups, refresh } = useOpenReports()
  const usernames = useUsernames((groups ?? []).flatMap((g) => (g.ad ? [g.ad.user_id] : [])))
  const [ocultando, setOcultando] = useState<ReportedAd | null>(null)
  const [descartando, setDescartando] = useState<ReportedAd | null>(null)
  const [aba, setAba] = useState<Tab>('abertas')
  if (!user) return null
  const autor = authorOf(user)

  const ocultar = async (group: ReportedAd, motivo: string) => {
    try {
      await announceChange(
        () => ocultarAnuncio(autor, group.anuncio_id, motivo),
        'Anúncio ocultado. Quem anunciou verá o motivo em Meus Anúncios.',
      )
      setOcultando(null)
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao ocultar o anúncio. Tente novamente.' })
    }
  }
  const descartar = async (group: ReportedAd) => {
    try {
      await announceChange(
        () => descartarDenuncias(autor, group.anuncio_id),
        'Denúncias descartadas. O anúncio continua publicado.',
      )
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao descartar as denúncias. Tente novamente.' })
    }
    setDescartando(null)
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Gerenciar Denúncias</Title>
            {groups && (
              <Text c="dimmed">
                {groups.length === 1 ? '1 anúncio com denúncias abertas' : `${groups.length} anúncios com denúncias abertas`}
              </Text>
            )}
          </div>
          <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={refresh}>
            Atualizar
          </Button>
        </Group>
        <Tabs value={aba} onChange={(value) => setAba(TABS.find((tab) => tab === value) ?? 'abertas')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="abertas">Denúncias abertas</Tabs.Tab>
            <Tabs.Tab value="mensagens">Mensagens denunciadas</Tabs.Tab>
            <Tabs.Tab value="historico">Histórico</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="abertas">
            <Stack gap="lg">
              {groups === undefined ? (
                <LoadingState text="Carregando denúncias..." />
              ) : groups.length === 0 ? (
                <Text role="status" c="dimmed" ta="center" py="xl">
                  Nenhuma denúncia aberta. Tudo em ordem por aqui!
                </Text>
              ) : (
                groups.map((group) => (
                  <ReportedAdCard
                    key={group.anuncio_id}
                    group={group}
                    ownerUsername={group.ad ? usernames.get(group.ad.user_id) : undefined}
                    onHide={() => setOcultando(group)}
                    onDiscard={() => setDescartando(group)}
                  />
                ))
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="mensagens">
            <ReportedMessages autor={autor} />
          </Tabs.Panel>
          <Tabs.Panel value="historico">
            <ModerationHistory />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {ocultando && (
        <HideAdModal
          titulo={ocultando.ad?.titulo ?? ''}
          sugestao={REPORT_REASON_NAMES[reasonsByCount(ocultando.reports)[0][0]]}
          onHide={(motivo) => ocultar(ocultando, motivo)}
          onClose={() => setOcultando(null)}
        />
      )}
      <ConfirmDialog
        opened={descartando !== null}
        title="Descartar denúncia"
        message="As denúncias abertas deste anúncio serão encerradas e ele continua publicado."
        confirmLabel="Descartar"
        onConfirm={() => descartando && void descartar(descartando)}
        onCancel={() => setDescartando(null)}
      />
    </Container>
  )
}
