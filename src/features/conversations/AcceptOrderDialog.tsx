import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import * as v from 'valibot'
import { formatCentsInput } from '@/lib/formats/format'
import { suggestedOrderValueText, valorAPagarSchema, type ValorAPagarForm } from '@/lib/rules/order-value'
import type { CachedOrder } from '@/offline'

/** "Aceitar": the seller states the value the buyer pays (suggested from the ad's price and the quantity). */
export function AcceptOrderDialog({
  order,
  adPrice,
  onAccept,
  onClose,
}: {
  order: Pick<CachedOrder, 'quantidade' | 'quantidade_pedida'>
  adPrice?: number | null
  onAccept: (valor: number) => void
  onClose: () => void
}) {
  const form = useForm<ValorAPagarForm>({
    initialValues: { valor: suggestedOrderValueText(adPrice, order.quantidade_pedida ?? order.quantidade) },
    validate: schemaResolver(valorAPagarSchema, { sync: true }),
  })
  return (
    <Modal opened onClose={onClose} title="Aceitar pedido">
      <form onSubmit={form.onSubmit((values) => onAccept(v.parse(valorAPagarSchema, values).valor))} noValidate>
        <Stack>
          <Text size="sm">Pedido de {order.quantidade}.</Text>
          <TextInput
            label="Valor a pagar"
            description="O comprador verá este valor e poderá pagar por Pix. Ajuste se o peso ou a quantidade mudou na separação."
            inputMode="numeric"
            placeholder="R$ 0,00"
            required
            data-autofocus
            {...form.getInputProps('valor')}
            onChange={(event) => form.setFieldValue('valor', formatCentsInput(event.currentTarget.value))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit">Aceitar pedido</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
