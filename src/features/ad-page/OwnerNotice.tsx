import { Button, Paper, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { announceChange } from '@/features/send-state'
import { authorOf, useSession } from '@/lib/server/session'
import { alterarStatusDoAnuncio, type CachedAd } from '@/offline'

// Plain text on a tinted box (not Mantine's Alert): a visitor's ad page does not pay for a notice
// only owners and admins see.
function Notice({ title, children, color, action }: { title: string; children: string; color: string; action?: ReactNode }) {
  return (
    <Paper bg={`${color}.0`} p="sm" radius="md" role="note" aria-label={title}>
      <Text fw={700} c={`${color}.9`}>
        {title}
      </Text>
      <Text size="sm">{children}</Text>
      {action}
    </Paper>
  )
}

/** What the owner (or an admin) reads on an ad out of public view: why, and what to do; an admin may reactivate a hidden one. */
export function OwnerNotice({ ad, status }: { ad: CachedAd; status: CachedAd['status'] }) {
  const { user, isAdmin } = useSession()
  if (!user || (ad.user_id !== user.id && !isAdmin)) return null
  // An admin may undo the moderation's decision (a mistake, or the owner fixed the ad).
  const reativar = async () => {
    try {
      await announceChange(
        () => alterarStatusDoAnuncio(authorOf(user), ad.id, 'ativo'),
        'Anúncio reativado: ele volta a aparecer para todos.',
      )
    } catch {
      notifications.show({ color: 'red', message: 'Erro ao reativar o anúncio. Tente novamente.' })
    }
  }
  if (status === 'oculto') {
    return (
      <Notice
        title="Ocultado pela moderação"
        color="red"
        action={
          isAdmin && (
            <Button size="xs" variant="default" mt="xs" onClick={() => void reativar()}>
              Reativar anúncio
            </Button>
          )
        }
      >
        {`${ad.ocultado_motivo ?? 'O anúncio recebeu denúncias.'} Ele não aparece para outras pessoas.`}
      </Notice>
    )
  }
  if (status === 'expirado') {
    return (
      <Notice title="Anúncio expirado" color="gray">
        {ad.user_id === user.id
          ? 'Ele não aparece para outras pessoas. Renove em Meus Anúncios para publicá-lo por mais 60 dias.'
          : 'Ele não aparece para outras pessoas até quem anunciou renová-lo.'}
      </Notice>
    )
  }
  return null
}
