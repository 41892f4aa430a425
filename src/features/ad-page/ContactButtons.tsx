import { Button, Group } from '@mantine/core'
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react'
import { adShared } from '@/features/ads'
import type { CachedAd } from '@/offline'
import { ShareButtons } from '@/ui/ShareButtons'

/** wa.me link with a message that names the ad (Brazilian numbers get the 55 prefix). */
function whatsappLink(ad: Pick<CachedAd, 'contato' | 'titulo'>): string {
  const digits = ad.contato.replace(/\D/g, '')
  const texto = `Olá! Vi seu anúncio "${ad.titulo}" no Campo Solidário e tenho interesse.`
  return `https://wa.me/55${digits}?text=${encodeURIComponent(texto)}`
}

/** WhatsApp and call the seller, and share the ad (the phone's share sheet, or WhatsApp and copying the link). */
export function ContactButtons({ ad }: { ad: CachedAd }) {
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
      <ShareButtons shared={adShared(ad)} />
    </Group>
  )
}
