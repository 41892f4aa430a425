import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core'
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import { formatDate, formatPhone } from '@/lib/formats/format'
import type { UsuarioAdmin } from './schema'

// Green, gray and red as the specification; shades with AA contrast for white text.
const COR_DO_STATUS: Record<string, string> = { ativo: 'campo.7', inativo: 'gray.7', bloqueado: 'red.9' }
const traco = (valor: string | null | undefined) => (valor && valor.trim() ? valor : '-')

function cidadeUf(u: UsuarioAdmin): string {
  const partes = [u.cidade, u.uf].filter((p) => p && p.trim())
  return partes.length > 0 ? partes.join(', ') : '-'
}

export const ADMIN_USER_COLUMNS = ['Username', 'Nome', 'Email', 'Telefone', 'Cidade', 'Status', 'Criado em', 'Ações']

interface Props {
  usuario: UsuarioAdmin
  /** The admin's own row: no deactivating or deleting oneself. */
  souEu: boolean
  ocupado: boolean
  onEdit: () => void
  onToggleStatus: () => void
  onDelete: () => void
}

/** One person in the admin's table, with edit, activate/deactivate and delete. */
export function AdminUserRow({ usuario: u, souEu, ocupado, onEdit, onToggleStatus, onDelete }: Props) {
  const ativo = u.status === 'ativo'
  return (
    <Table.Tr>
      <Table.Td>{u.username}</Table.Td>
      <Table.Td>{traco(u.display_name)}</Table.Td>
      <Table.Td>{traco(u.email)}</Table.Td>
      <Table.Td>{u.telefone ? formatPhone(u.telefone) : '-'}</Table.Td>
      <Table.Td>{cidadeUf(u)}</Table.Td>
      <Table.Td>
        <Badge color={COR_DO_STATUS[u.status] ?? 'gray.7'} variant="filled">
          {u.status}
        </Badge>
      </Table.Td>
      <Table.Td>{formatDate(u.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Editar">
            <ActionIcon variant="subtle" aria-label={`Editar ${u.username}`} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          {!souEu && (
            <>
              <Tooltip label={ativo ? 'Desativar' : 'Ativar'}>
                <ActionIcon
                  variant="subtle"
                  color={ativo ? 'yellow.8' : 'green'}
                  aria-label={`${ativo ? 'Desativar' : 'Ativar'} ${u.username}`}
                  loading={ocupado}
                  onClick={onToggleStatus}
                >
                  {ativo ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Excluir">
                <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${u.username}`} onClick={onDelete}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
