import { Group } from '@mantine/core'
import { IconMessage, IconShoppingCart } from '@tabler/icons-react'
import { useSession } from '@/lib/server/session'
import { hasStoredSession } from '@/lib/server/stored-session'
import { isSoldOut } from '@/lib/rules/units'
import { ButtonLink } from '@/ui/links'

/**
 * "Enviar mensagem" and "Fazer pedido" on an ad's page (not on one's own; signed out → /login and
 * back); a sold-out or reserved ad takes no order (a message still asks when it comes back).
 */
export function InAppContact({
  ad,
}: {
  ad: { id: string; user_id: string; status: string; quantidade_disponivel?: number | null; reservado_em?: string | null }
}) {
  const { user, status } = useSession()
  // A visitor (no session kept on this phone) gets them at once, not once supabase-js has loaded
  // with the page idle: arriving then, they pushed the description ~100 px down in view.
  const unknown = status === 'loading' && hasStoredSession()
  if (unknown || ad.user_id === user?.id || ad.status !== 'ativo') return null
  const back = { redirect: `/product/${ad.id}` }
  const orders = !isSoldOut(ad) && !ad.reservado_em
  return (
    <Group gap="sm">
      {user ? (
        <>
          <ButtonLink
            to="/mensagens/$anuncioId/$compradorId"
            params={{ anuncioId: ad.id, compradorId: user.id }}
            variant="outline"
            leftSection={<IconMessage size={18} aria-hidden />}
          >
            Enviar mensagem
          </ButtonLink>
          {orders && (
            <ButtonLink
              to="/fazer-pedido/$anuncioId"
              params={{ anuncioId: ad.id }}
              variant="outline"
              leftSection={<IconShoppingCart size={18} aria-hidden />}
            >
              Fazer pedido
            </ButtonLink>
          )}
        </>
      ) : (
        <>
          <ButtonLink to="/login" search={back} variant="outline" leftSection={<IconMessage size={18} aria-hidden />}>
            Enviar mensagem
          </ButtonLink>
          {orders && (
            <ButtonLink to="/login" search={back} variant="outline" leftSection={<IconShoppingCart size={18} aria-hidden />}>
              Fazer pedido
            </ButtonLink>
          )}
        </>
      )}
    </Group>
  )
}
