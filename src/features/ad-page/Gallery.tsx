import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { AdPhoto } from '@/features/ads'
import { useDownloadWanted } from '@/lib/device/data-saver'
import type { CachedAd } from '@/offline'
import { BootPhoto, useBootPhoto } from '@/ui/boot-photos'
import classes from './Gallery.module.css'

function Slide({ ad, index, onOpen }: { ad: CachedAd; index: number; onOpen: () => void }) {
  // The small version the page showed while loading stays under the large one until it arrives.
  const shownWhileLoading = useBootPhoto(index === 0 ? 0 : -1)
  // With "Economia de dados" on, a photo not downloaded yet offers "Ver foto" rather than enlarging.
  const wanted = useDownloadWanted(ad.imagens[index])
  if (!wanted)
    return (
      <div className={classes.slide}>
        <AdPhoto ad={ad} index={index} alt={`${ad.titulo} — foto ${index + 1}`} h="100%" />
      </div>
    )
  return (
    <UnstyledButton className={classes.slide} onClick={onOpen} aria-label={`Ampliar foto ${index + 1} de ${ad.imagens.length}`}>
      <AdPhoto
        ad={ad}
        index={index}
        alt={`${ad.titulo} — foto ${index + 1}`}
        h="100%"
        fit="contain"
        priority={index === 0}
        style={shownWhileLoading ? { background: `center / contain no-repeat url("${shownWhileLoading}")` } : undefined}
      />
    </UnstyledButton>
  )
}

// The full-screen view (a Modal: transitions, focus trap, scroll lock) loads on the first tap.
const FullScreenPhoto = lazy(() => import('./FullScreenPhoto'))

/** The gallery's place while the ad loads, the same size, with its first photo once the page's boot script knows it. */
export function GalleryPlaceholder() {
  return (
    <div className={classes.track}>
      <div className={classes.slide} style={{ position: 'relative' }}>
        <BootPhoto index={0} fit="contain" />
      </div>
    </div>
  )
}

/** The ad's photos: swipe (scroll-snap) on phones, arrows and thumbnails elsewhere, full screen on tap. */
export function Gallery({ ad }: { ad: CachedAd }) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const [full, setFull] = useState<number | null>(null)
  const total = ad.imagens.length

  if (total === 0) return <AdPhoto ad={ad} alt={ad.titulo} h={320} />

  const show = (index: number) => {
    const next = (index + total) % total
    track.current?.children[next]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' })
    setCurrent(next)
  }
  const onScroll = () => {
    const el = track.current
    if (el) setCurrent(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)))
  }

  return (
    <Box>
      <Box pos="relative">
        <div ref={track} className={classes.track} onScroll={onScroll} aria-label="Fotos do anúncio" role="group">
          {ad.imagens.map((path, index) => (
            <Slide key={path} ad={ad} index={index} onOpen={() => setFull(index)} />
          ))}
        </div>
        {total > 1 && (
          <>
            <ActionIcon
              className={classes.prev}
              variant="white"
              radius="xl"
              size="lg"
              onClick={() => show(current - 1)}
              aria-label="Foto anterior"
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <ActionIcon
              className={classes.next}
              variant="white"
              radius="xl"
              size="lg"
              onClick={() => show(current + 1)}
              aria-label="Próxima foto"
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </>
        )}
        <ActionIcon
          className={classes.expand}
          variant="white"
          radius="xl"
          size="lg"
          onClick={() => setFull(current)}
          aria-label="Ver em tela cheia"
        >
          <IconMaximize size={18} aria-hidden />
        </ActionIcon>
      </Box>
      {total > 1 && (
        <Group gap="xs" mt="xs" justify="center" aria-label="Miniaturas">
          {ad.imagens.map((path, index) => (
            <UnstyledButton
              key={path}
              onClick={() => show(index)}
              className={classes.thumb}
              aria-label={`Mostrar foto ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
            >
              <AdPhoto ad={ad} index={index} alt="" h={56} w={72} fit="cover" thumbnail askable={false} />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {full !== null && (
        <Suspense fallback={null}>
          <FullScreenPhoto ad={ad} index={full} onChange={setFull} onClose={() => setFull(null)} />
        </Suspense>
      )}
    </Box>
  )
}
