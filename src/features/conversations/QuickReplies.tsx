import { Button, Group } from '@mantine/core'

/** "Respostas rápidas" a seller sends by one tap. */
export const SELLER_REPLIES = ['Sim, ainda tenho', 'Já foi vendido', 'Posso entregar no sábado'] as const
/** The buyer's first message, by one tap. */
export const FIRST_QUESTION = 'Ainda está disponível?'

/**
 * One tap sends a ready sentence (through the outbox, as any message): the seller's answers, or the
 * buyer's first question while the conversation is empty; and the person's own (Configurações).
 */
export function QuickReplies({
  seller,
  empty,
  own,
  onSend,
}: {
  seller: boolean
  empty: boolean
  own: readonly string[]
  onSend: (text: string) => void
}) {
  const ready: readonly string[] = seller ? SELLER_REPLIES : empty ? [FIRST_QUESTION] : []
  const replies = [...new Set([...ready, ...own])]
  if (!replies.length) return null
  return (
    <Group gap="xs" role="group" aria-label="Respostas rápidas">
      {replies.map((reply) => (
        <Button key={reply} size="compact-sm" variant="light" radius="xl" onClick={() => onSend(reply)}>
          {reply}
        </Button>
      ))}
    </Group>
  )
}
