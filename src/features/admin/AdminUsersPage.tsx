import { Alert, Button, Container, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useSession } from '@/lib/server/session'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { ADMIN_USER_COLUMNS, AdminUserRow } from './AdminUserRow'
import type { UsuarioAdmin } from './schema'
import { useAdminUsers } from './use-admin-users'
import { UserFormModal } from './UserFormModal'

/** /gerenciar-usuarios: list, search, create, edit, activate/deactivate and delete users. */
export function AdminUsersPage({ search }: { search?: string }) {
  const { user: eu } = useSession()
  const { usuarios, filtrados, erro, busca, setBusca, ocupado, recarregar, trocarStatus, excluir, salvo } = useAdminUsers(search)
  const [editando, setEditando] = useState<{ usuario: UsuarioAdmin | null; chave: number } | null>(null)
  const [excluindo, setExcluindo] = useState<UsuarioAdmin | null>(null)

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
                    {ADMIN_USER_COLUMNS.map((c) => (
                      <Table.Th key={c}>{c}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {filtrados.map((u) => (
                    <AdminUserRow
                      key={u.id}
                      usuario={u}
                      souEu={u.id === eu?.id}
                      ocupado={ocupado === u.id}
                      onEdit={() => setEditando({ usuario: u, chave: Date.now() })}
                      onToggleStatus={() => void trocarStatus(u)}
                      onDelete={() => setExcluindo(u)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>

      {editando && (
        <UserFormModal
          key={editando.chave}
          usuario={editando.usuario}
          opened
          onClose={() => setEditando(null)}
          onSaved={(u) => {
            salvo(u, editando.usuario === null)
            setEditando(null)
          }}
        />
      )}
      <ConfirmDialog
        opened={excluindo !== null}
        title="Excluir usuário"
        message="Tem certeza que deseja excluir este usuário?"
        confirmLabel="Excluir"
        busy={ocupado !== null && ocupado === excluindo?.id}
        onConfirm={() => void (excluindo && excluir(excluindo).then((done) => done && setExcluindo(null)))}
        onCancel={() => setExcluindo(null)}
      />
    </Container>
  )
}
