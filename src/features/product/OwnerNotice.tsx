import { Paper, Text } from '@mantine/core'
import { useSession } from '@/lib/session'
import type { CachedAd } from '@/offline'

// Plain text on a tinted box (not Mantine's Alert): a visitor's ad page does not pay for a notice
// only owners and admins see.
function Notice({ title, children, color }: { title: string; children: string; color: string }) {
  return (
    <Paper bg={`${color}.0`} p="sm" radius="md" role="note" aria-label={title}>
      <Text fw={700} c={`${color}.9`}>
        {title}
      </Text>
      <Text size="sm">{children}</Text>
    </Paper>
  )
}

/** What the owner (or an admin) reads on an ad out of public view: why, and what to do. */
export function OwnerNotice({ ad, status }: { ad: CachedAd; status: CachedAd['status'] }) {
  const { user, isAdmin } = useSession()
  if (ad.user_id !== user?.id && !isAdmin) return null
  if (status === 'oculto') {
    return (
      <Notice title="Ocultado pela moderação" color="red">
        {`${ad.ocultado_motivo ?? 'O anúncio recebeu denúncias.'} Ele não aparece para outras pessoas.`}
      </Notice>
    )
  }
  if (status === 'expirado') {
    return (
      <Notice title="Anúncio expirado" color="gray">
        Ele não aparece para outras pessoas. Renove em Meus Anúncios para publicá-lo por mais 60 dias.
      </Notice>
    )
  }
  return null
}
