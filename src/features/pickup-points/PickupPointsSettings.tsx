import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { announceChange } from '@/features/send-state'
import { PendingMark } from '@/features/queued-changes'
import { excluirPontoDeRetirada, MAX_PICKUP_POINTS, usePickupPoints, type ShownPickupPoint } from '@/offline'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { PickupPointDialog } from './PickupPointDialog'
import { pointTitle } from './schema'

/** In /configuracoes: the seller's pickup points (up to 5), from the phone's copy, so offline too. */
export function PickupPointsSettings({ userId }: { userId: string }) {
  const { points, loaded } = usePickupPoints(userId)
  const [editing, setEditing] = useState<ShownPickupPoint | 'new' | null>(null)
  const [removing, setRemoving] = useState<ShownPickupPoint | null>(null)
  const remove = async (point: ShownPickupPoint) => {
    setRemoving(null)
    await announceChange(() => excluirPontoDeRetirada(userId, point.id), 'Ponto de retirada excluído.')
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="pontos-de-retirada" id="pontos-de-retirada-secao">
      <Stack gap="xs">
        <Title order={2} size="h4" id="pontos-de-retirada">
          Pontos de retirada
        </Title>
        <Text size="sm">
          Onde e quando quem compra pode retirar: uma feira, o sítio, um ponto na cidade. Escolha em cada anúncio quais valem.
        </Text>
        {points === undefined || (!loaded && points.length === 0) ? (
          <Text size="sm" role="status">
            Carregando...
          </Text>
        ) : points.length === 0 ? (
          <Text size="sm">Nenhum ponto de retirada ainda.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {points.map((point) => (
              <li key={point.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{pointTitle(point)}</Text>
                    <Text size="sm" c="dimmed">
                      {point.local}, {point.cidade}/{point.uf}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={`Alterar ${point.nome}`}
                      onClick={() => setEditing(point)}
                    >
                      Alterar
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={`Excluir ${point.nome}`}
                      onClick={() => setRemoving(point)}
                    >
                      Excluir
                    </Button>
                  </Group>
                </Group>
                <PendingMark changes={point.queued} />
              </li>
            ))}
          </Stack>
        )}
        <Group>
          <Button variant="light" onClick={() => setEditing('new')} disabled={!points || points.length >= MAX_PICKUP_POINTS}>
            Adicionar ponto de retirada
          </Button>
          {points && points.length >= MAX_PICKUP_POINTS && (
            <Text size="sm" c="dimmed">
              Você já tem 5 pontos de retirada.
            </Text>
          )}
        </Group>
      </Stack>
      {editing && (
        <PickupPointDialog userId={userId} point={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Excluir ponto de retirada"
        message={`Excluir “${removing?.nome ?? ''}”? Ele sai dos anúncios que o mostram; pedidos já feitos continuam com ele.`}
        confirmLabel="Excluir"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  )
}
