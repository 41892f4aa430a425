import { Button, List, Paper, Stack, Text, Title } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import { useState } from 'react'

// Once dismissed on this phone ("Entendi"), the tips fold into a button: a device's choice, like
// "Economia de dados", that says nothing about the person.
const DISMISSED_KEY = 'campo.dicas-de-seguranca'

const dismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** "Dicas para negociar com segurança": open in a first conversation, then one tap away (in the bundle: readable offline). */
export function SafetyTips() {
  const [open, setOpen] = useState(() => !dismissed())
  if (!open)
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        w="fit-content"
      >
        Dicas para negociar com segurança
      </Button>
    )
  return (
    <Paper withBorder p="sm" radius="md" bg="campo.0" component="section" aria-labelledby="dicas-de-seguranca">
      <Stack gap="xs">
        <Title order={2} size="h5" id="dicas-de-seguranca">
          Dicas para negociar com segurança
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Combine tudo aqui na conversa e faça o pedido pelo anúncio: não saia para outro site ou aplicativo.
          </List.Item>
          <List.Item>O Campo Solidário nunca pede códigos, senhas nem pagamentos fora do pedido.</List.Item>
          <List.Item>Nunca passe a ninguém um código que chegou por SMS.</List.Item>
          <List.Item>Desconfie de sinal, taxa, boleto ou “intermediário” antes da entrega.</List.Item>
          <List.Item>Comprovante em foto não prova o pagamento: confira no aplicativo do seu banco.</List.Item>
        </List>
        <Text size="xs" c="dimmed">
          Um aviso aparece embaixo de mensagens que pedem essas coisas.
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          w="fit-content"
          onClick={() => {
            try {
              localStorage.setItem(DISMISSED_KEY, '1')
            } catch {
              // (A phone that keeps nothing shows the tips again next time: no harm.)
            }
            setOpen(false)
          }}
        >
          Entendi
        </Button>
      </Stack>
    </Paper>
  )
}
