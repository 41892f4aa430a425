import { Stack, Tabs, Text, Title } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { authorOf, useSession } from '@/lib/server/session'
import { useOrders, type OrderWithAd } from '@/offline'
import { useOrderRatings } from '@/offline/safe-negotiation'
import { LoadingState } from '@/ui/LoadingState'
import { OrderCard } from './OrderCard'
import { PixKeyNotice } from './PixKeyNotice'

function OrderList({ orders, empty }: { orders: OrderWithAd[]; empty: string }) {
  const { user } = useSession()
  const ratings = useOrderRatings(orders.filter((o) => o.status === 'entregue').map((o) => o.id))
  if (!user) return null
  if (orders.length === 0) return <Text c="gray.7">{empty}</Text>
  return (
    <Stack gap="sm">
      {orders.map((o) => (
        <OrderCard
          key={o.id}
          order={o}
          autor={authorOf(user)}
          adTitle={o.adTitle}
          adPrice={o.adPrice}
          rating={ratings?.get(o.id)}
        />
      ))}
    </Stack>
  )
}

/** /pedidos: "Recebidos" (as seller) and "Feitos" (as buyer). */
export function OrdersPage() {
  const { user } = useSession()
  const orders = useOrders(user?.id)
  if (!orders) return <LoadingState text="Carregando pedidos..." />
  if (orders.received.length + orders.made.length === 0) {
    return (
      <>
        <Title order={1} mb="lg">
          Pedidos
        </Title>
        <Stack align="center" py={48} c="gray.7">
          <IconPackage size={48} stroke={1.4} aria-hidden />
          <Text fz="lg">Você ainda não tem nenhum pedido.</Text>
        </Stack>
      </>
    )
  }
  return (
    <>
      <Title order={1} mb="lg">
        Pedidos
      </Title>
      {user && orders.received.length > 0 && <PixKeyNotice userId={user.id} />}
      <Tabs defaultValue={orders.received.length > 0 ? 'recebidos' : 'feitos'}>
        <Tabs.List mb="md">
          <Tabs.Tab value="recebidos">Recebidos ({orders.received.length})</Tabs.Tab>
          <Tabs.Tab value="feitos">Feitos ({orders.made.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recebidos">
          <OrderList orders={orders.received} empty="Nenhum pedido recebido ainda." />
        </Tabs.Panel>
        <Tabs.Panel value="feitos">
          <OrderList orders={orders.made} empty="Você ainda não fez nenhum pedido." />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
