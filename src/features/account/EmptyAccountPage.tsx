import { Stack, Text, Title } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import { IconMessage, IconPackage } from '@tabler/icons-react'

function EmptyAccountPage({ title, message, icon: Icone }: { title: string; message: string; icon: Icon }) {
  return (
    <>
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Stack align="center" py={48} c="gray.7">
        <Icone size={48} stroke={1.4} aria-hidden />
        <Text fz="lg">{message}</Text>
      </Stack>
    </>
  )
}

export function MessagesPage() {
  return <EmptyAccountPage title="Mensagens" message="Você ainda não tem nenhuma mensagem" icon={IconMessage} />
}

export function OrdersPage() {
  return <EmptyAccountPage title="Pedidos" message="Você ainda não tem nenhum pedido." icon={IconPackage} />
}
