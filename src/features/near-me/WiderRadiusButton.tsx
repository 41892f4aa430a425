import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { RADII, type Radius } from '@/lib/places'

/** On an empty list around a place: "Aumentar o raio para 50 km" (nothing past the largest radius). */
export function WiderRadiusButton({ km }: { km: Radius }) {
  const navigate = useNavigate()
  const wider = RADII.find((next) => next > km)
  if (!wider) return null
  return (
    <Button
      variant="light"
      onClick={() =>
        void navigate({ from: '/frete-solidario', to: '/frete-solidario', search: (prev) => ({ ...prev, km: wider }) })
      }
    >
      Aumentar o raio para {wider} km
    </Button>
  )
}
