import { Container, Group, ScrollArea, UnstyledButton } from '@mantine/core'
import {
  IconBellRinging,
  IconHeart,
  IconListDetails,
  IconMessage,
  IconPackage,
  IconPlus,
  IconSettings,
  IconTruck,
} from '@tabler/icons-react'
import { Link, Outlet, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import classes from './AccountLayout.module.css'

const ABAS = [
  { to: '/criar-anuncio', label: 'Adicionar', icone: IconPlus },
  { to: '/meus-anuncios', label: 'Meus Anúncios', icone: IconListDetails },
  { to: '/favoritos', label: 'Favoritos', icone: IconHeart },
  { to: '/alertas', label: 'Alertas', icone: IconBellRinging },
  { to: '/minhas-viagens', label: 'Viagens', icone: IconTruck },
  { to: '/mensagens', label: 'Mensagens', icone: IconMessage },
  { to: '/pedidos', label: 'Pedidos', icone: IconPackage },
  { to: '/configuracoes', label: 'Configurações', icone: IconSettings },
] as const

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** How wide an account screen is (Mantine container size); 'lg' when not said. */
    accountWidth?: 'sm' | 'md' | 'lg'
  }
}

/**
 * The account area: its tab bar (one link per tab, the current one marked) above the screen.
 * `badges`: something to show beside a tab (the unread messages), by the tab's path.
 */
export function AccountLayout({ badges = {} }: { badges?: Partial<Record<(typeof ABAS)[number]['to'], ReactNode>> }) {
  const width = useMatches({ select: (matches) => matches.at(-1)?.staticData.accountWidth })
  return (
    <>
      <nav aria-label="Minha conta" className={classes.bar}>
        <ScrollArea type="never">
          <Container size="lg">
            <Group gap={0} wrap="nowrap">
              {ABAS.map((aba) => (
                <UnstyledButton
                  key={aba.to}
                  component={Link}
                  to={aba.to}
                  className={classes.tab}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  <aba.icone size={18} aria-hidden />
                  {aba.label}
                  {badges[aba.to]}
                </UnstyledButton>
              ))}
            </Group>
          </Container>
        </ScrollArea>
      </nav>
      <Container size={width ?? 'lg'} py="xl">
        <Outlet />
      </Container>
    </>
  )
}
