import { ActionIcon, Box, Button, Card, Group, Image, Progress, SimpleGrid, Text } from '@mantine/core'
import { IconArrowLeft, IconArrowRight, IconCamera, IconPhotoPlus, IconTrash } from '@tabler/icons-react'
import { useRef } from 'react'
import { publicImageUrl } from '@/lib/server/storage-url'
import { objectUrlOf } from '@/ui/object-url'
import { MAX_PHOTOS, type FormPhoto } from './photo-state'

function Preview({ photo }: { photo: FormPhoto }) {
  const src =
    photo.kind === 'stored' ? publicImageUrl(photo.path) : objectUrlOf(photo.status === 'ready' ? photo.blob : photo.file)
  return <Image src={src} alt="" h={110} fit="cover" radius="sm" crossOrigin="anonymous" />
}

function sizeLabel(photo: FormPhoto): string {
  if (photo.kind === 'stored') return 'Foto publicada'
  if (photo.status === 'compressing') return `Reduzindo... ${photo.progress}%`
  if (photo.status === 'error') return 'Não foi possível ler esta foto'
  return `${Math.round(photo.blob.size / 1024)} KB (era ${Math.round(photo.file.size / 1024)} KB)`
}

/**
 * Up to 5 photos: pick from the gallery or take one with the camera; each is reduced on the
 * phone before it is queued, with progress. Previews can be removed and reordered.
 */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  onMove,
  error,
}: {
  photos: FormPhoto[]
  onAdd: (files: File[]) => void
  onRemove: (key: string) => void
  onMove: (from: number, to: number) => void
  error: string | null
}) {
  const galeria = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)
  const cheio = photos.length >= MAX_PHOTOS
  const escolher = (event: React.ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.currentTarget.files ?? []))
    event.currentTarget.value = ''
  }
  return (
    <Box>
      <Text fw={600} size="sm" id="fotos-label">
        Fotos ({photos.length} de {MAX_PHOTOS})
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        PNG, JPG até 5MB. As fotos são reduzidas no aparelho antes do envio, para gastar pouco dado.
      </Text>
      <input
        ref={galeria}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        hidden
        onChange={escolher}
        data-testid="fotos-galeria"
      />
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={escolher} />
      <Group gap="sm" mb="sm">
        <Button
          variant="light"
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
          onClick={() => galeria.current?.click()}
          disabled={cheio}
        >
          Escolher fotos
        </Button>
        <Button
          variant="light"
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={() => camera.current?.click()}
          disabled={cheio}
        >
          Tirar foto
        </Button>
      </Group>
      <div aria-live="polite">
        {error && (
          <Text c="red.8" size="sm" fw={600} mb="xs">
            {error}
          </Text>
        )}
      </div>
      {photos.length > 0 && (
        <SimpleGrid
          cols={{ base: 2, xs: 3, sm: 5 }}
          spacing="sm"
          aria-labelledby="fotos-label"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {photos.map((photo, index) => (
            <Card key={photo.key} withBorder padding={6} component="li" aria-label={`Foto ${index + 1}`}>
              <Preview photo={photo} />
              {photo.kind === 'new' && photo.status === 'compressing' && (
                <Progress value={photo.progress} size="sm" mt={4} aria-label={`Reduzindo a foto ${index + 1}`} />
              )}
              <Text size="xs" mt={4} c={photo.kind === 'new' && photo.status === 'error' ? 'red.8' : 'dimmed'}>
                {index === 0 ? 'Capa · ' : ''}
                {sizeLabel(photo)}
              </Text>
              <Group gap={4} mt={4} justify="center">
                <ActionIcon
                  variant="subtle"
                  size="md"
                  onClick={() => onMove(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Mover foto ${index + 1} para a esquerda`}
                >
                  <IconArrowLeft size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="md"
                  onClick={() => onMove(index, index + 1)}
                  disabled={index === photos.length - 1}
                  aria-label={`Mover foto ${index + 1} para a direita`}
                >
                  <IconArrowRight size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="md"
                  onClick={() => onRemove(photo.key)}
                  aria-label={`Remover foto ${index + 1}`}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Box>
  )
}
