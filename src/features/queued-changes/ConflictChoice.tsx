import { Button, Group, List, Text } from '@mantine/core'
import { formatPrice } from '@/lib/formats/format'
import type { FieldConflict } from '@/offline'

const CAMPO: Record<string, string> = {
  titulo: 'Título',
  categoria: 'Categoria',
  preco: 'Preço',
  descricao: 'Descrição',
  cidade: 'Cidade',
  uf: 'Estado',
  endereco: 'Endereço',
  cep: 'CEP',
  contato: 'Contato',
  email: 'E-mail',
  unidade: 'Vendido por',
  quantidade_disponivel: 'Quantidade disponível',
  pontos_de_retirada: 'Pontos de retirada',
}

function shown(campo: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)'
  if (campo === 'preco') return formatPrice(Number(value))
  if (Array.isArray(value)) return value.length === 1 ? '1 ponto' : `${value.length} pontos`
  const text = String(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

/** Both values of each field another device changed, and the person's choice between them. */
export default function ConflictChoice({
  conflict,
  onChoose,
}: {
  conflict: FieldConflict[]
  onChoose: (escolha: 'meu' | 'servidor') => void
}) {
  return (
    <>
      <List size="sm" spacing={4} mt={4}>
        {conflict.map(({ campo, meu, servidor }) => (
          <List.Item key={campo}>
            <Text span fw={700} size="sm">
              {CAMPO[campo] ?? campo}:
            </Text>{' '}
            o seu: {shown(campo, meu)} · no servidor: {shown(campo, servidor)}
          </List.Item>
        ))}
      </List>
      <Group gap="xs" mt={6}>
        <Button size="compact-sm" variant="white" onClick={() => onChoose('meu')}>
          Manter o meu
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={() => onChoose('servidor')}>
          Manter o que está no servidor
        </Button>
      </Group>
    </>
  )
}
