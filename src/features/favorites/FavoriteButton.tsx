import { ActionIcon } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { HEART_LOOK } from '@/ui/heart/heart-look'
import { sessionStore, useSession } from '@/lib/server/session'
import { alternarFavorito, useIsFavorite } from '@/offline'

/** The heart on cards and on the ad page; works offline (sent when the connection returns). */
export function FavoriteButton({ anuncioId, titulo, size = 'lg' }: { anuncioId: string; titulo: string; size?: string }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const marcado = useIsFavorite(user?.id, anuncioId)
  const label = marcado ? `Remover ${titulo} dos favoritos` : `Favoritar ${titulo}`

  const alternar = async () => {
    // Right after start the greeting may come from the stored record (no id yet): wait for Supabase.
    const person = user?.id ? user : (await sessionStore.known()).user
    if (!person) {
      notifications.show({ color: 'yellow', message: 'Entre na sua conta para guardar favoritos.' })
      await navigate({ to: '/login', search: { redirect: window.location.pathname + window.location.search } })
      return
    }
    try {
      await alternarFavorito(person.id, anuncioId, !marcado)
    } catch {
      notifications.show({ color: 'red', message: 'Não foi possível salvar o favorito. Tente novamente.' })
    }
  }

  return (
    // A native title, not Mantine's Tooltip: a list shows twenty of these, and each Tooltip would
    // bring its own positioning engine to a slow phone.
    <ActionIcon
      title={marcado ? 'Remover dos favoritos' : 'Favoritar'}
      {...HEART_LOOK}
      variant={marcado ? 'filled' : 'light'}
      size={size}
      aria-label={label}
      aria-pressed={marcado}
      onClick={() => void alternar()}
    >
      {marcado ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  )
}

/** The heart on an ad card (AdGrid's `action`): one function, so a list that did not change is not drawn again. */
export const favoriteAction = (ad: { id: string; titulo: string }) => <FavoriteButton anuncioId={ad.id} titulo={ad.titulo} />
