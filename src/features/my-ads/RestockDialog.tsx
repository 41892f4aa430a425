import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import * as v from 'valibot'
import { formatAmount, unitName, unitOf } from '@/lib/rules/units'
import { isFractional } from '@/lib/rules/unit-input'
import type { CachedAd } from '@/offline'
import { restockSchema, type RestockForm } from './schema'

/** "Repor estoque": the amount there is now, written over the ad's count (which accepted orders took from). */
export function RestockDialog({
  ad,
  onSave,
  onClose,
}: {
  ad: CachedAd
  onSave: (quantidade: number) => void
  onClose: () => void
}) {
  const unit = unitOf(ad)
  const schema = restockSchema(unit)
  const form = useForm<RestockForm>({
    initialValues: { quantidade: ad.quantidade_disponivel ? formatAmount(ad.quantidade_disponivel) : '' },
    validate: schemaResolver(schema, { sync: true }),
  })
  return (
    <Modal opened onClose={onClose} title="Repor estoque">
      <form onSubmit={form.onSubmit((values) => onSave(v.parse(schema, values).quantidade))} noValidate>
        <Stack>
          <Text size="sm">{ad.titulo}</Text>
          <TextInput
            label="Quantidade disponível agora"
            description="Os pedidos aceitos descontam desta quantidade. Com 0, o anúncio fica Esgotado."
            inputMode={isFractional(unit) ? 'decimal' : 'numeric'}
            required
            data-autofocus
            rightSection={
              <Text size="sm" c="dimmed" aria-hidden>
                {unitName(unit)}
              </Text>
            }
            rightSectionWidth={64}
            {...form.getInputProps('quantidade')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit">Salvar estoque</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
