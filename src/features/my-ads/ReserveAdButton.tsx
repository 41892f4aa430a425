import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { announceChange } from '@/features/send-state'
import type { Author } from '@/lib/server/session'
import { type CachedAd } from '@/offline'
import { reservarAnuncio } from '@/offline/safe-negotiation'

/**
 * The seller marks an active ad Reservado (no new order, for up to 3 days with no order moving)
 * or Ativo again. Recorded on the phone and sent through the outbox.
 */
export function ReserveAdButton({ ad, autor }: { ad: Pick<CachedAd, 'id' | 'status' | 'reservado_em'>; autor: Author }) {
  if (ad.status !== 'ativo') return null
  const reserved = Boolean(ad.reservado_em)
  const toggle = async () => {
    try {
      await announceChange(
        () => reservarAnuncio(autor, ad.id, !reserved),
        reserved
          ? 'O anúncio voltou a receber pedidos.'
          : 'Anúncio reservado: ele continua visível e não recebe novos pedidos. Volta a Ativo sozinho depois de 3 dias sem pedido.',
      )
    } catch {
      notifications.show({ color: 'red', message: 'Não foi possível alterar a reserva. Tente novamente.' })
    }
  }
  return (
    <Button size="compact-sm" variant="default" onClick={() => void toggle()}>
      {reserved ? 'Tirar reserva' : 'Marcar como reservado'}
    </Button>
  )
}
