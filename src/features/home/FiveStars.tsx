import { Group } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'

/** A testimonial's five stars: a picture with its words, not a rating control. */
export function FiveStars() {
  return (
    <Group gap={0} role="img" aria-label="5 de 5 estrelas" c="orange.7">
      {[1, 2, 3, 4, 5].map((star) => (
        <IconStarFilled key={star} size={18} aria-hidden />
      ))}
    </Group>
  )
}
