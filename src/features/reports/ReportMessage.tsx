import { Button, Loader, Text } from '@mantine/core'
import { IconFlag } from '@tabler/icons-react'
import { Suspense, useState } from 'react'
import { LazyReportDialog } from './LazyReportDialog'
import type { MessageReportReason } from '@/lib/rules/report-reasons'
import type { Author } from '@/lib/server/session'
import { denunciarMensagem } from '@/offline/safe-negotiation'

/**
 * "Denunciar" under a received message: it joins the moderation's queue with the conversation up
 * to it. Once reported, the message says so instead.
 */
export function ReportMessage({
  autor,
  messageId,
  from,
  reported,
}: {
  autor: Author
  messageId: string
  from: string
  reported: boolean
}) {
  const [opened, setOpened] = useState(false)
  if (reported) {
    return (
      <Text size="xs" c="dimmed">
        Denúncia enviada
      </Text>
    )
  }
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-xs"
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={`Denunciar mensagem de ${from}`}
        onClick={() => setOpened(true)}
      >
        Denunciar
      </Button>
      {opened && (
        <Suspense fallback={<Loader size="xs" aria-label="Carregando formulário" />}>
          <LazyReportDialog
            title="Denunciar mensagem"
            of="mensagem"
            intro={`O que há de errado com esta mensagem de ${from}? Ela vai para a nossa equipe com as mensagens anteriores da conversa. ${from} não saberá quem denunciou.`}
            thanks="Obrigado pela denúncia! Nossa equipe vai analisar esta mensagem."
            onDone={() => setOpened(false)}
            send={(dados) =>
              // The message's schema offers only a message's reasons (the lazy form loses that type).
              denunciarMensagem(autor, { mensagem_id: messageId, ...dados, motivo: dados.motivo as MessageReportReason })
            }
          />
        </Suspense>
      )}
    </>
  )
}
