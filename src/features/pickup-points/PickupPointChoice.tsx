import { Checkbox, Stack, Text } from '@mantine/core'
import { usePickupPoints } from '@/offline'
import { AnchorLink } from '@/ui/links'
import { pointTitle } from './schema'

/** In the ad form: which of the seller's pickup points apply to this ad. */
export function PickupPointChoice({
  sellerId,
  value,
  onChange,
  error,
}: {
  sellerId: string
  value: string[]
  onChange: (ids: string[]) => void
  error?: React.ReactNode
}) {
  const { points } = usePickupPoints(sellerId)
  return (
    <Checkbox.Group
      label="Onde retirar"
      description="Os pontos que valem para este anúncio aparecem na página dele e no pedido."
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {points?.map((point) => (
          <Checkbox
            key={point.id}
            value={point.id}
            label={pointTitle(point)}
            description={`${point.local}, ${point.cidade}/${point.uf}`}
          />
        ))}
        {points?.length === 0 && <Text size="sm">Você ainda não tem pontos de retirada.</Text>}
        <Text size="sm">
          <AnchorLink to="/configuracoes" hash="pontos-de-retirada-secao" underline="always">
            Gerenciar pontos de retirada
          </AnchorLink>
        </Text>
      </Stack>
    </Checkbox.Group>
  )
}
