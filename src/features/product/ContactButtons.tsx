import { Button, CopyButton, Group } from '@mantine/core'
import { IconBrandWhatsapp, IconCheck, IconPhone, IconShare } from '@tabler/icons-react'
import type { CachedAd } from '@/offline'

/** wa.me link with a message that names the ad (Brazilian numbers get the 55 prefix). */
function whatsappLink(ad: Pick<CachedAd, 'contato' | 'titulo'>): string {
  const digits = ad.contato.replace(/\D/g, '')
  const texto = `Olá! Vi seu anúncio "${ad.titulo}" no Campo Solidário e tenho interesse.`
  return `https://wa.me/55${digits}?text=${encodeURIComponent(texto)}`
}

/** WhatsApp, call, and share (the phone's share sheet, or copying the link). */
export function ContactButtons({ ad }: { ad: CachedAd }) {
  const url = `${window.location.origin}/product/${ad.id}`
  const canShare = typeof navigator.share === 'function'
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={whatsappLink(ad)}
        target="_blank"
        rel="noopener"
        color="campo.8"
        leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      >
        WhatsApp
      </Button>
      <Button
        component="a"
        href={`tel:+55${ad.contato.replace(/\D/g, '')}`}
        variant="light"
        leftSection={<IconPhone size={20} aria-hidden />}
      >
        Ligar
      </Button>
      {canShare ? (
        <Button
          variant="default"
          leftSection={<IconShare size={18} aria-hidden />}
          onClick={() =>
            void navigator.share({ title: ad.titulo, text: `${ad.titulo} no Campo Solidário`, url }).catch(() => undefined)
          }
        >
          Compartilhar
        </Button>
      ) : (
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconShare size={18} aria-hidden />}
            >
              {copied ? 'Link copiado!' : 'Copiar link'}
            </Button>
          )}
        </CopyButton>
      )}
    </Group>
  )
}
