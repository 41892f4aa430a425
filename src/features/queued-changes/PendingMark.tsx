import { Alert, Button, Group, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { notifications } from '@mantine/notifications'
import { PendingBadge } from '@/features/ads'
import { ReadAloudButton } from '@/features/read-aloud'
import { descartarAlteracao, resolverConflito, tentarDeNovo, useUploadProgress, type QueuedChange } from '@/offline'
import { changeLabel } from '@/offline/changes'
import { UploadProgressLine } from './UploadProgressLine'

// Loaded only when an edit meets another device's (rare), not with every page that shows marks.
const ConflictChoice = lazy(() => import('./ConflictChoice'))

const agir = (acao: Promise<void>) =>
  acao.catch(() => notifications.show({ color: 'red', message: 'Não foi possível alterar o envio. Tente novamente.' }))

/**
 * "Aguardando envio" while changes of an ad or a trip wait, with how far their photos are while they
 * go up; each refused one with its reason, retry and discard — an edit another device changed
 * meanwhile with both values and the choice between them.
 */
export function PendingMark({ changes }: { changes: QueuedChange[] | undefined }) {
  const progress = useUploadProgress((p) => changes?.some((change) => change.seq === p.seq) ?? false)
  if (!changes?.length) return null
  const failed = changes.filter((c) => c.status === 'failed')
  return (
    <>
      {failed.length < changes.length && <PendingBadge />}
      {progress && <UploadProgressLine progress={progress} />}
      {failed.map((change) => {
        const title = `${changeLabel(change.kind)} não aceita`
        return (
          <Alert key={change.seq} color="red" variant="light" p="xs" title={title}>
            <Text size="sm">{change.error}</Text>
            {change.conflict ? (
              <Suspense>
                <ConflictChoice
                  conflict={change.conflict}
                  onChoose={(escolha) => void agir(resolverConflito(change.seq, escolha))}
                />
              </Suspense>
            ) : (
              <Group gap="xs" mt={6}>
                <ReadAloudButton compact label="Ouvir aviso" texts={() => [`${title}.`, change.error ?? '']} />
                <Button size="compact-sm" variant="white" onClick={() => void agir(tentarDeNovo(change.seq))}>
                  Tentar de novo
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => void agir(descartarAlteracao(change.seq))}>
                  Descartar
                </Button>
              </Group>
            )}
          </Alert>
        )
      })}
    </>
  )
}
