import { Group } from '@mantine/core'
import { IconMessage, IconShoppingCart } from '@tabler/icons-react'
import { useSession } from '@/lib/session'
import { ButtonLink } from '@/ui/links'

/** "Enviar mensagem" and "Fazer pedido" on an ad's page (not on one's own; signed out → /login and back). */
export function InAppContact({ ad }: { ad: { id: string; user_id: string; status: string } }) {
  const { user, status } = useSession()
  if (status === 'loading' || ad.user_id === user?.id || ad.status !== 'ativo') return null
  const back = { redirect: `/product/${ad.id}` }
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
          <ButtonLink
            to="/fazer-pedido/$anuncioId"
            params={{ anuncioId: ad.id }}
            variant="outline"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
          >
            Fazer pedido
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink to="/login" search={back} variant="outline" leftSection={<IconMessage size={18} aria-hidden />}>
            Enviar mensagem
          </ButtonLink>
          <ButtonLink to="/login" search={back} variant="outline" leftSection={<IconShoppingCart size={18} aria-hidden />}>
            Fazer pedido
          </ButtonLink>
        </>
      )}
    </Group>
  )
}
