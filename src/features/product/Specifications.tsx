import { Table } from '@mantine/core'
import { formatCep, formatLongDate, formatPhone } from '@/lib/format'
import { adAvailable, adPrice } from '@/lib/units'
import type { CachedAd } from '@/offline'
import { adCategoryName } from '@/lib/ad-categories'

/** Categoria, preço, localização, endereço, CEP, contato, e-mail and publication date. */
export function Specifications({ ad }: { ad: CachedAd }) {
  const linhas: Array<[string, string | null | undefined]> = [
    ['Categoria', adCategoryName(ad.categoria)],
    ['Preço', adPrice(ad)],
    ['Disponível', adAvailable(ad)],
    ['Localização', `${ad.cidade}, ${ad.uf}`],
    ['Endereço', ad.endereco],
    ['CEP', ad.cep ? formatCep(ad.cep) : null],
    ['Contato', formatPhone(ad.contato)],
    ['E-mail', ad.email],
    ['Publicado em', formatLongDate(ad.created_at)],
  ]
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Caption>Especificações</Table.Caption>
      <Table.Tbody>
        {linhas
          .filter(([, valor]) => valor)
          .map(([nome, valor]) => (
            <Table.Tr key={nome}>
              <Table.Th w={140}>{nome}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valor}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  )
}
