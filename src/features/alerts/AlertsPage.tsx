import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { IconBellRinging, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { PendingMark } from '@/features/queued-changes'
import { announceChange } from '@/features/send-state'
import { alertLabel, alertSearch, MAX_ALERTS } from '@/lib/rules/search-alert'
import { useSession } from '@/lib/server/session'
import { excluirAlerta, pausarAlerta, useAlerts, type ShownAlert } from '@/offline'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { LoadingState } from '@/ui/LoadingState'
import { AnchorLink, ButtonLink } from '@/ui/links'

function AlertCard({
  alert,
  onDelete,
  onPause,
}: {
  alert: ShownAlert
  onDelete: () => void
  onPause: (paused: boolean) => void
}) {
  const label = alertLabel(alert)
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Stack gap="xs">
        <AnchorLink to="/frete-solidario" search={alertSearch(alert)} fw={600} fz="lg">
          {label}
        </AnchorLink>
        <Group justify="space-between" gap="sm">
          <Switch
            checked={!alert.pausado}
            onChange={(event) => onPause(!event.currentTarget.checked)}
            label={alert.pausado ? 'Pausado' : 'Ativo'}
            aria-label={`Avisar sobre novos anúncios de “${label}”`}
          />
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={`Excluir o alerta “${label}”`}
          >
            Excluir
          </Button>
        </Group>
        <PendingMark changes={alert.queued} />
      </Stack>
    </Paper>
  )
}

/** /alertas: the person's search alerts, each paused or deleted here (offline too). */
export function AlertsPage() {
  const { user } = useSession()
  const { alerts, loaded } = useAlerts(user?.id)
  const [excluindo, setExcluindo] = useState<ShownAlert | null>(null)

  const pausar = (alert: ShownAlert, pausado: boolean) =>
    void announceChange(() => pausarAlerta(user!.id, alert.id, pausado), pausado ? 'Alerta pausado.' : 'Alerta reativado.')
  const excluir = async () => {
    const alert = excluindo
    setExcluindo(null)
    if (alert) await announceChange(() => excluirAlerta(user!.id, alert.id), 'Alerta excluído.')
  }

  return (
    <>
      <Title order={1} mb="xs">
        Meus alertas{alerts?.length ? ` (${alerts.length})` : ''}
      </Title>
      <Text c="dimmed" mb="lg">
        Você recebe uma notificação quando um novo anúncio combina com a sua busca. Até {MAX_ALERTS} alertas.
      </Text>
      {!loaded || alerts === undefined ? (
        <LoadingState text="Carregando alertas..." />
      ) : alerts.length === 0 ? (
        <Stack align="center" py={48} c="gray.7" ta="center">
          <IconBellRinging size={48} stroke={1.4} aria-hidden />
          <Text fz="lg">Você ainda não tem alertas</Text>
          <Text>Busque no Frete Solidário e toque em “Criar alerta”.</Text>
          <ButtonLink to="/frete-solidario" variant="light">
            Buscar anúncios
          </ButtonLink>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {alerts.map((alert) => (
            <AlertCard
              key={alert.id}
              alert={alert}
              onPause={(pausado) => pausar(alert, pausado)}
              onDelete={() => setExcluindo(alert)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={excluindo !== null}
        title="Excluir alerta"
        message={excluindo ? `Excluir o alerta “${alertLabel(excluindo)}”? Você deixará de ser avisado sobre esta busca.` : ''}
        confirmLabel="Excluir"
        onConfirm={() => void excluir()}
        onCancel={() => setExcluindo(null)}
      />
    </>
  )
}
