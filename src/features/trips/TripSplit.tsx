import { Paper, Stack, Table, Text, Title } from '@mantine/core'
import { formatPrice } from '@/lib/formats/format'
import type { SplitShare } from '@/offline'
import { formatKg } from './numbers'

/** "Divisão do frete": each share's kg and part of the cost, for everyone on the trip. */
export function TripSplit({ shares, custoTotal }: { shares: SplitShare[] | undefined; custoTotal: number }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="divisao-titulo">
      <Stack>
        <Title order={2} fz="h3" id="divisao-titulo">
          Divisão do frete
        </Title>
        {shares === undefined ? (
          <Text c="dimmed">A divisão aparece quando houver conexão.</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quem</Table.Th>
                <Table.Th>Carga</Table.Th>
                <Table.Th>Parte do custo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((s) => (
                <Table.Tr key={`${s.user_id}-${s.dono}-${s.kg}`}>
                  <Table.Td>
                    {s.user_name}
                    {s.dono ? ' (motorista)' : ''}
                  </Table.Td>
                  <Table.Td>{formatKg(s.kg)}</Table.Td>
                  <Table.Td>{formatPrice(s.parte)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="dimmed">
          Custo total: {formatPrice(custoTotal)}, dividido pelo peso de cada carga. O pagamento é combinado diretamente entre
          vocês, fora do app.
        </Text>
      </Stack>
    </Paper>
  )
}
