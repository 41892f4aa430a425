import { Button, CopyButton, Group, Text } from '@mantine/core'
import { IconBrandWhatsapp, IconCheck, IconLink, IconShare } from '@tabler/icons-react'

/** What a shared link says before its address: "Mel de aroeira — R$ 35,00 em Serra/ES, no Campo Solidário:". */
export interface Shared {
  /** The page's address from the site's root (known with no network: it works offline). */
  path: string
  title: string
  message: string
}

/** The wa.me link that opens WhatsApp with the message and the address, for the person to pick a chat. */
export const whatsappShareLink = (message: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`

/**
 * "Compartilhar": the phone's share sheet where it has one (Android's offers WhatsApp directly);
 * otherwise "WhatsApp" (a prefilled message) and "Copiar link", which says when it is copied.
 */
export function ShareButtons({ shared, size = 'sm' }: { shared: Shared; size?: 'xs' | 'sm' }) {
  const url = `${window.location.origin}${shared.path}`
  if (typeof navigator.share === 'function') {
    return (
      <Button
        variant="default"
        size={size}
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => void navigator.share({ title: shared.title, text: shared.message, url }).catch(() => undefined)}
      >
        Compartilhar
      </Button>
    )
  }
  return (
    <Group gap="xs" role="group" aria-label={`Compartilhar ${shared.title}`}>
      <Text size="sm" c="gray.7" aria-hidden>
        Compartilhar:
      </Text>
      <Button
        component="a"
        href={whatsappShareLink(shared.message, url)}
        target="_blank"
        rel="noopener"
        variant="default"
        size={size}
        aria-label="WhatsApp: compartilhar"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
      >
        WhatsApp
      </Button>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            size={size}
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
          >
            {copied ? 'Link copiado!' : 'Copiar link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  )
}
