import { Button } from '@mantine/core'
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react'

interface Props {
  onLocate: () => void
  onPick: () => void
  active?: boolean
  locating?: boolean
  picking?: boolean
  inverted?: boolean
}

/** "Perto de mim" and "Escolher cidade": the two ways to set a place. */
export function NearMeButtons({ onLocate, onPick, active = false, locating = false, picking = false, inverted = false }: Props) {
  return (
    <>
      <Button
        variant={active ? 'filled' : inverted ? 'white' : 'light'}
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        loading={locating}
        onClick={onLocate}
      >
        Perto de mim
      </Button>
      <Button
        variant={inverted ? 'white' : 'subtle'}
        leftSection={<IconMapPin size={18} aria-hidden />}
        aria-expanded={picking}
        onClick={onPick}
      >
        Escolher cidade
      </Button>
    </>
  )
}
