import { Alert, Text } from '@mantine/core'
import { IconShieldX } from '@tabler/icons-react'

/** What the owner of an ad hidden by the moderation reads: that it is out of public view, and why. */
export function HiddenNotice({ motivo }: { motivo: string | null | undefined }) {
  return (
    <Alert color="red" variant="light" icon={<IconShieldX size={18} aria-hidden />} title="Ocultado pela moderação" p="xs">
      <Text size="sm">{motivo ?? 'O anúncio recebeu denúncias e foi ocultado.'}</Text>
      <Text size="sm" c="dimmed">
        Ele não aparece para outras pessoas. Se discordar, fale com a equipe pela página Contato.
      </Text>
    </Alert>
  )
}
