import { Container, Group, ScrollArea, UnstyledButton } from '@mantine/core'
import { IconHeart, IconListDetails, IconMessage, IconPackage, IconPlus, IconSettings } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import classes from './AccountTabs.module.css'

const ABAS = [
  { to: '/criar-anuncio', label: 'Adicionar', icone: IconPlus },
  { to: '/meus-anuncios', label: 'Meus Anúncios', icone: IconListDetails },
  { to: '/favoritos', label: 'Favoritos', icone: IconHeart },
  { to: '/mensagens', label: 'Mensagens', icone: IconMessage },
  { to: '/pedidos', label: 'Pedidos', icone: IconPackage },
  { to: '/configuracoes', label: 'Configurações', icone: IconSettings },
] as const

/** The account area: its tab bar (one link per tab, the current one marked) above the page. */
export function AccountArea({ children, size = 'lg' }: { children: ReactNode; size?: string }) {
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
                </UnstyledButton>
              ))}
            </Group>
          </Container>
        </ScrollArea>
      </nav>
      <Container size={size} py="xl">
        {children}
      </Container>
    </>
  )
}
