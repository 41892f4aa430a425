import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { formatDate, formatPhone } from '@/lib/format'
import { useSession } from '@/lib/session'
import { normalizeText } from '@/lib/text'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { alterarStatusDoUsuario, excluirUsuario, listarUsuarios } from './api'
import type { UsuarioAdmin } from './schema'
import { UserFormModal } from './UserFormModal'

// Green, gray and red as the specification; shades with AA contrast for white text.
const COR_DO_STATUS: Record<string, string> = { ativo: 'campo.7', inativo: 'gray.7', bloqueado: 'red.9' }
const traco = (valor: string | null | undefined) => (valor && valor.trim() ? valor : '-')

function cidadeEstado(u: UsuarioAdmin): string {
  const partes = [u.cidade, u.uf].filter((p) => p && p.trim())
  return partes.length > 0 ? partes.join(', ') : '-'
}

function formatarTelefone(telefone: string | null): string {
  return telefone ? formatPhone(telefone) : '-'
}

/** /gerenciar-usuarios: list, search, create, edit, activate/deactivate and delete users. */
export function AdminUsersPage() {
  const { user: eu } = useSession()
  const [usuarios, setUsuarios] = useState<UsuarioAdmin[] | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const [busca, setBusca] = useState('')
  const [editando, setEditando] = useState<{ usuario: UsuarioAdmin | null; chave: number } | null>(null)
  const [excluindo, setExcluindo] = useState<UsuarioAdmin | null>(null)
  const [ocupado, setOcupado] = useState<string | null>(null)

  const mostrar = useCallback((r: Awaited<ReturnType<typeof listarUsuarios>>) => {
    setUsuarios(r.ok ? r.data : [])
    setErro(r.ok ? null : r.message)
  }, [])
  useEffect(() => {
    let ativo = true
    void listarUsuarios().then((r) => ativo && mostrar(r))
    return () => {
      ativo = false
    }
  }, [mostrar])
  const recarregar = () => {
    setUsuarios(null)
    void listarUsuarios().then(mostrar)
  }

  const filtrados = useMemo(() => {
    const termo = normalizeText(busca.trim())
    if (!usuarios || !termo) return usuarios ?? []
    return usuarios.filter((u) =>
      [u.username, u.email, u.display_name].some((campo) => campo && normalizeText(campo).includes(termo)),
    )
  }, [usuarios, busca])

  const trocarStatus = async (u: UsuarioAdmin) => {
    const novo = u.status === 'ativo' ? 'inativo' : 'ativo'
    setOcupado(u.id)
    const r = await alterarStatusDoUsuario(u.id, novo)
    setOcupado(null)
    if (!r.ok) return notifications.show({ color: 'red', message: r.message })
    setUsuarios((lista) => lista?.map((x) => (x.id === u.id ? { ...x, ...r.data } : x)) ?? null)
    notifications.show({
      color: 'campo',
      message: novo === 'ativo' ? 'Usuário ativado com sucesso!' : 'Usuário desativado com sucesso!',
    })
  }

  const confirmarExclusao = async () => {
    if (!excluindo) return
    setOcupado(excluindo.id)
    const r = await excluirUsuario(excluindo.id)
    setOcupado(null)
    if (!r.ok) return notifications.show({ color: 'red', message: r.message })
    setUsuarios((lista) => lista?.filter((x) => x.id !== excluindo.id) ?? null)
    setExcluindo(null)
    notifications.show({ color: 'campo', message: 'Usuário excluído com sucesso!' })
  }

  const salvo = (u: UsuarioAdmin) => {
    const novo = editando?.usuario === null
    setUsuarios((lista) => (novo ? [u, ...(lista ?? [])] : (lista?.map((x) => (x.id === u.id ? { ...x, ...u } : x)) ?? null)))
    setEditando(null)
    notifications.show({ color: 'campo', message: novo ? 'Usuário criado com sucesso!' : 'Usuário atualizado com sucesso!' })
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Gerenciar Usuários</Title>
            {usuarios && <Text c="dimmed">Total: {usuarios.length} usuários</Text>}
          </div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditando({ usuario: null, chave: Date.now() })}
          >
            Novo Usuário
          </Button>
        </Group>

        <TextInput
          placeholder="Buscar por username, email ou nome..."
          aria-label="Buscar por username, email ou nome"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
        />

        {erro && (
          <Alert color="red" title={erro}>
            <Button size="xs" variant="light" onClick={recarregar}>
              Tentar novamente
            </Button>
          </Alert>
        )}

        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Lista de Usuários ({filtrados.length})
          </Title>
          {usuarios === null ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>Carregando usuários...</Text>
            </Group>
          ) : filtrados.length === 0 ? (
            <Text role="status" c="dimmed">
              {busca.trim() ? 'Nenhum usuário encontrado com essa busca.' : 'Nenhum usuário cadastrado.'}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {['Username', 'Nome', 'Email', 'Telefone', 'Cidade', 'Status', 'Criado em', 'Ações'].map((c) => (
                      <Table.Th key={c}>{c}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {filtrados.map((u) => {
                    const souEu = u.id === eu?.id
                    return (
                      <Table.Tr key={u.id}>
                        <Table.Td>{u.username}</Table.Td>
                        <Table.Td>{traco(u.display_name)}</Table.Td>
                        <Table.Td>{traco(u.email)}</Table.Td>
                        <Table.Td>{formatarTelefone(u.telefone)}</Table.Td>
                        <Table.Td>{cidadeEstado(u)}</Table.Td>
                        <Table.Td>
                          <Badge color={COR_DO_STATUS[u.status] ?? 'gray.7'} variant="filled">
                            {u.status}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{formatDate(u.created_at)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Tooltip label="Editar">
                              <ActionIcon
                                variant="subtle"
                                aria-label={`Editar ${u.username}`}
                                onClick={() => setEditando({ usuario: u, chave: Date.now() })}
                              >
                                <IconEdit size={18} />
                              </ActionIcon>
                            </Tooltip>
                            {!souEu && (
                              <>
                                <Tooltip label={u.status === 'ativo' ? 'Desativar' : 'Ativar'}>
                                  <ActionIcon
                                    variant="subtle"
                                    color={u.status === 'ativo' ? 'yellow.8' : 'green'}
                                    aria-label={`${u.status === 'ativo' ? 'Desativar' : 'Ativar'} ${u.username}`}
                                    loading={ocupado === u.id}
                                    onClick={() => void trocarStatus(u)}
                                  >
                                    {u.status === 'ativo' ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                                  </ActionIcon>
                                </Tooltip>
                                <Tooltip label="Excluir">
                                  <ActionIcon
                                    variant="subtle"
                                    color="red"
                                    aria-label={`Excluir ${u.username}`}
                                    onClick={() => setExcluindo(u)}
                                  >
                                    <IconTrash size={18} />
                                  </ActionIcon>
                                </Tooltip>
                              </>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>

      {editando && (
        <UserFormModal key={editando.chave} usuario={editando.usuario} opened onClose={() => setEditando(null)} onSaved={salvo} />
      )}
      <ConfirmDialog
        opened={excluindo !== null}
        title="Excluir usuário"
        message="Tem certeza que deseja excluir este usuário?"
        confirmLabel="Excluir"
        busy={ocupado !== null && ocupado === excluindo?.id}
        onConfirm={() => void confirmarExclusao()}
        onCancel={() => setExcluindo(null)}
      />
    </Container>
  )
}
