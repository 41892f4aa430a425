import { Box, Text, type ImageProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { categoryPicture } from '@/ui/prerendered'

/** The picture of an ad's category where a photo would be ("Sem imagem", or a photo not downloaded). */
export function CategoryPicture({
  categoria,
  h,
  label,
  children,
}: {
  categoria: string
  h: ImageProps['h']
  label?: string
  children?: ReactNode
}) {
  return (
    <Box pos="relative" h={h} style={{ overflow: 'hidden' }}>
      <img
        src={categoryPicture(categoria)}
        alt=""
        width={600}
        height={400}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {label && (
        <Text
          size="sm"
          fw={600}
          pos="absolute"
          bottom={8}
          left={8}
          px={8}
          py={2}
          bg="white"
          c="gray.8"
          style={{ borderRadius: 4 }}
        >
          {label}
        </Text>
      )}
      {children && (
        <Box pos="absolute" inset={0} display="flex" style={{ alignItems: 'center', justifyContent: 'center', zIndex: 1 }}>
          {children}
        </Box>
      )}
    </Box>
  )
}
