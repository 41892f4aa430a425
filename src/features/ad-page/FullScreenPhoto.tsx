import { ActionIcon, Group, Image, Modal } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { usePhotoSrc } from '@/features/ads'
import type { CachedAd } from '@/offline'

/** An ad's photo on the whole screen, with previous/next when it has several. */
export default function FullScreenPhoto({
  ad,
  index,
  onChange,
  onClose,
}: {
  ad: CachedAd
  index: number
  onChange: (index: number) => void
  onClose: () => void
}) {
  const total = ad.imagens.length
  const src = usePhotoSrc(ad, ad.imagens[index])
  return (
    <Modal opened onClose={onClose} fullScreen title={`Foto ${index + 1} de ${total}`}>
      <Group justify="center" wrap="nowrap">
        {total > 1 && (
          <ActionIcon variant="light" size="xl" onClick={() => onChange((index - 1 + total) % total)} aria-label="Foto anterior">
            <IconChevronLeft aria-hidden />
          </ActionIcon>
        )}
        <Image src={src} alt={`${ad.titulo} — foto ${index + 1}`} fit="contain" mah="85dvh" crossOrigin="anonymous" />
        {total > 1 && (
          <ActionIcon variant="light" size="xl" onClick={() => onChange((index + 1) % total)} aria-label="Próxima foto">
            <IconChevronRight aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Modal>
  )
}
