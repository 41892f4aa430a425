import { Button, type ImageProps } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { askToDownload } from '@/lib/device/data-saver'
import { CategoryPicture } from './CategoryPicture'

/** A photo not downloaded ("Economia de dados"): its category's picture and "Ver foto". */
export default function PhotoOnRequest({
  path,
  categoria,
  h,
  alt,
  askable,
}: {
  path: string
  categoria: string
  h: ImageProps['h']
  alt: string
  askable: boolean
}) {
  return (
    <CategoryPicture categoria={categoria} h={h}>
      {askable && (
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          leftSection={<IconPhoto size={16} aria-hidden />}
          onClick={() => askToDownload(path)}
          aria-label={alt ? `Ver foto: ${alt}` : 'Ver foto'}
        >
          Ver foto
        </Button>
      )}
    </CategoryPicture>
  )
}
