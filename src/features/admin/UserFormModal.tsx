import { Alert, Button, Fieldset, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { CepInput, PhoneInput } from '@/ui/MaskedInputs'
import { salvarUsuario } from './api'
import { UFS, usuarioSchema, type UsuarioAdmin, type UsuarioForm } from './schema'

function valoresIniciais(usuario: UsuarioAdmin | null): UsuarioForm {
  return {
    username: usuario?.username ?? '',
    email: usuario?.email ?? '',
    password: '',
    display_name: usuario?.display_name ?? '',
    telefone: usuario?.telefone ?? '',
    cep: usuario?.cep ?? '',
    endereco: usuario?.endereco ?? '',
    cidade: usuario?.cidade ?? '',
    uf: usuario?.uf ?? '',
  }
}

/** "Novo Usuário" / "Editar Usuário". Mount it with a key per user so its fields start fresh. */
export function UserFormModal({
  usuario,
  opened,
  onClose,
  onSaved,
}: {
  usuario: UsuarioAdmin | null
  opened: boolean
  onClose: () => void
  onSaved: (usuario: UsuarioAdmin) => void
}) {
  const editando = usuario !== null
  const form = useForm<UsuarioForm>({
    initialValues: valoresIniciais(usuario),
    validate: schemaResolver(usuarioSchema(editando ? 'editar' : 'criar'), { sync: true }),
  })
  const [salvando, setSalvando] = useState(false)
  const [erro, setErro] = useState<string | null>(null)

  const salvar = form.onSubmit(async (valores) => {
    setSalvando(true)
    setErro(null)
    const r = await salvarUsuario(valores, usuario?.id)
    setSalvando(false)
    if (r.ok) onSaved(r.data)
    else setErro(r.message)
  })

  const incompleto = !form.values.username.trim() || !form.values.email.trim()
  return (
    <Modal opened={opened} onClose={onClose} title={editando ? 'Editar Usuário' : 'Novo Usuário'} size="lg">
      <form onSubmit={salvar} noValidate>
        <Stack>
          <Fieldset legend="Dados de Login">
            <Stack gap="sm">
              <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
              <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
              <PasswordInput
                label="Senha"
                required={!editando}
                placeholder={editando ? 'Deixe vazio para manter atual' : undefined}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend="Dados Pessoais">
            <Stack gap="sm">
              <TextInput label="Nome Completo" {...form.getInputProps('display_name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PhoneInput label="Telefone" {...form.getInputProps('telefone')} />
                <CepInput label="CEP" {...form.getInputProps('cep')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend="Endereço">
            <Stack gap="sm">
              <TextInput label="Endereço Completo" {...form.getInputProps('endereco')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Cidade" {...form.getInputProps('cidade')} />
                <Select label="Estado" data={UFS} clearable searchable placeholder="Selecione" {...form.getInputProps('uf')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <div aria-live="assertive">{erro && <Alert color="red">{erro}</Alert>}</div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={salvando}>
              Cancelar
            </Button>
            <Button type="submit" disabled={salvando || incompleto}>
              {salvando ? 'Salvando...' : editando ? 'Salvar Alterações' : 'Criar Usuário'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
