import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { announceChange } from '@/features/send-state'
import { bankText } from '@/lib/pix/br-code'
import { chavePix, chavePixSchema, type TipoChavePix } from '@/lib/pix/chave'
import { removerChavePix, salvarChavePix, type CachedPixKey } from '@/offline'
import { carregarRecebedorPix } from '../api'

const TIPOS: Record<TipoChavePix, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  telefone: 'Telefone',
  email: 'E-mail',
  aleatoria: 'Chave aleatória',
}

type Recebedor = Awaited<ReturnType<typeof carregarRecebedorPix>>

/** "Chave Pix": the seller's key, saved on the phone and sent by the sync (offline too). */
export function PixKeyDialog({
  userId,
  current,
  onClose,
}: {
  userId: string
  current: CachedPixKey | null
  onClose: () => void
}) {
  const form = useForm<v.InferInput<typeof chavePixSchema>>({
    initialValues: { chave: current?.chave ?? '' },
    validate: schemaResolver(chavePixSchema, { sync: true }),
  })
  const [recebedor, setRecebedor] = useState<Recebedor | undefined>(undefined)
  useEffect(() => {
    let open = true
    void carregarRecebedorPix().then((r) => open && setRecebedor(r))
    return () => {
      open = false
    }
  }, [])
  const lida = chavePix(form.values.chave)
  const salvar = async (values: v.InferInput<typeof chavePixSchema>) => {
    onClose()
    await announceChange(() => salvarChavePix(userId, values.chave), 'Chave Pix salva.')
  }
  const remover = async () => {
    onClose()
    await announceChange(() => removerChavePix(userId), 'Chave Pix removida.')
  }
  return (
    <Modal opened onClose={onClose} title="Chave Pix">
      <form onSubmit={form.onSubmit((values) => void salvar(values))} noValidate>
        <Stack>
          <Text size="sm">
            Com a chave, o comprador de um pedido que você aceitou paga pelo código Pix que o aplicativo mostra, com o valor do
            pedido.
          </Text>
          <TextInput
            label="Chave Pix"
            description={lida.ok ? `Tipo: ${TIPOS[lida.tipo]}` : 'CPF, CNPJ, telefone (+55…), e-mail ou chave aleatória'}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('chave')}
          />
          <Alert variant="light" color="campo">
            <strong>O código leva, do seu perfil:</strong>
            <br />
            {recebedor === undefined ? (
              'Carregando...'
            ) : recebedor === null ? (
              'Conecte-se para conferir o nome e a cidade que o código leva.'
            ) : (
              <>
                Nome: {bankText(recebedor.nome ?? '', 25) || '—'}
                <br />
                Cidade: {bankText(recebedor.cidade ?? '', 15) || 'BRASIL (sua cidade não está no perfil)'}
              </>
            )}
          </Alert>
          <Group justify="space-between">
            {current ? (
              <Button variant="subtle" color="red" onClick={() => void remover()}>
                Remover chave
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit">Salvar chave</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
