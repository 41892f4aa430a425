import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconBellPlus } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { announceSendState, waitsForConnection } from '@/features/send-state'
import { alertFromSearch } from '@/lib/rules/search-alert'
import { sessionStore, useSession } from '@/lib/server/session'
import type { Near } from '@/lib/places'
import { criarAlerta, withSendState } from '@/offline'

const CREATED = 'Alerta criado. Você será avisado quando surgir um anúncio desta busca.'

export interface AlertSearch {
  termo: string
  categoria: string
  near: Near | null
  precoMax?: number
}

/**
 * "Criar alerta": keeps the search on screen as an alert (offline too). A visitor signs in first
 * and comes back to the same search.
 */
export function CreateAlertButton({ search, variant = 'light' }: { search: AlertSearch; variant?: 'light' | 'filled' }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const criar = async () => {
    // Right after start the greeting may come from the stored record (no id yet): wait for Supabase.
    const person = user?.id ? user : (await sessionStore.known()).user
    if (!person) {
      notifications.show({ color: 'yellow', message: 'Entre na sua conta para criar um alerta desta busca.' })
      await navigate({ to: '/login', search: { redirect: window.location.pathname + window.location.search } })
      return
    }
    setBusy(true)
    try {
      const [result, sending] = await withSendState(() => criarAlerta(person.id, alertFromSearch(search)))
      if (result.state === 'exists') {
        notifications.show({ message: 'Você já tem um alerta para esta busca. Veja em Meus alertas.' })
      } else {
        void announceSendState(sending, { sent: CREATED, queued: waitsForConnection('Alerta criado.') })
      }
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : 'Não foi possível criar o alerta. Tente novamente.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button variant={variant} leftSection={<IconBellPlus size={18} aria-hidden />} loading={busy} onClick={() => void criar()}>
      Criar alerta
    </Button>
  )
}
