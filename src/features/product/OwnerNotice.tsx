import { Alert } from '@mantine/core'
import { useSession } from '@/lib/session'
import type { CachedAd } from '@/offline'

/** What the owner (or an admin) reads on an ad out of public view: why, and what to do. */
export function OwnerNotice({ ad, status }: { ad: CachedAd; status: CachedAd['status'] }) {
  const { user, isAdmin } = useSession()
  if (ad.user_id !== user?.id && !isAdmin) return null
  if (status === 'oculto') {
    return (
      <Alert color="red" variant="light" title="Ocultado pela moderação">
        {ad.ocultado_motivo ?? 'O anúncio recebeu denúncias.'} Ele não aparece para outras pessoas.
      </Alert>
    )
  }
  if (status === 'expirado') {
    return (
      <Alert color="gray" variant="light" title="Anúncio expirado">
        Ele não aparece para outras pessoas. Renove em Meus Anúncios para publicá-lo por mais 60 dias.
      </Alert>
    )
  }
  return null
}
