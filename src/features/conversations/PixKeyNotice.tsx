import { Alert, Text } from '@mantine/core'
import { useState } from 'react'
import { usePixKey } from '@/offline'
import { AnchorLink } from '@/ui/links'

const seenKey = (userId: string) => `campo-solidario:aviso-pix-visto:${userId}`

function seen(userId: string): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) !== null
  } catch {
    return false
  }
}

/** Told once to a seller without a Pix key: how buyers could pay them in the app. */
export function PixKeyNotice({ userId }: { userId: string }) {
  const pix = usePixKey(userId)
  const [closed, setClosed] = useState(() => seen(userId))
  if (closed || !pix?.tried || pix.key) return null
  const close = () => {
    try {
      localStorage.setItem(seenKey(userId), '1')
    } catch {
      // Private mode without storage: closed for this visit only.
    }
    setClosed(true)
  }
  return (
    <Alert
      variant="light"
      color="campo"
      title="Receba por Pix"
      withCloseButton
      closeButtonLabel="Fechar aviso"
      onClose={close}
      mb="md"
    >
      <Text size="sm">
        Adicione sua chave Pix em{' '}
        <AnchorLink to="/configuracoes" underline="always" c="inherit" fw={600}>
          Configurações
        </AnchorLink>
        : quem comprar de você verá o código Pix com o valor que você informar ao aceitar o pedido.
      </Text>
    </Alert>
  )
}
