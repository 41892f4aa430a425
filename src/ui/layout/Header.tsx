import { Box, Burger, Button, Container, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { publicName, useSession } from '@/lib/server/session'
import { Logo } from '../Logo'
import { InstallButton } from '../pwa/InstallButton'
import classes from './Header.module.css'
import { DisclosureMenu } from './DisclosureMenu'
import { CONTA, LINKS_PRINCIPAIS, MENU_INSTITUCIONAL, ROTA_ADMIN, ROTA_ANUNCIAR, ROTA_DENUNCIAS, ROTA_LOGIN } from './nav-items'

/**
 * "Olá, Maria": the first name in the bar (a long one ends in an ellipsis), the whole name in its
 * title and for screen readers.
 */
function Greeting({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ')
  return (
    <span className={classes.greeting} title={`Olá, ${name}`}>
      Olá, {first}
      {rest.length > 0 && (
        <>
          {' '}
          <span className={classes.restOfName}>{rest.join(' ')}</span>
        </>
      )}
    </span>
  )
}

export function Header({
  accountBadge,
  moderationBadge,
  bell,
}: {
  accountBadge?: ReactNode
  moderationBadge?: ReactNode
  bell?: ReactNode
}) {
  const session = useSession()
  const navigate = useNavigate()
  const [menuAberto, { toggle, close }] = useDisclosure(false)

  const anunciar = () => {
    close()
    // A signed-out person goes to /login and comes back to the ad form afterwards.
    if (session.isAuthenticated) void navigate({ href: ROTA_ANUNCIAR })
    else void navigate({ href: `${ROTA_LOGIN}?redirect=${encodeURIComponent(ROTA_ANUNCIAR)}` })
  }
  const sair = async () => {
    close()
    if (await session.signOut()) await navigate({ to: '/' })
  }

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Link to="/" className={classes.logo} aria-label="Campo Solidário — página inicial" onClick={close}>
          <Logo />
        </Link>

        {/* The whole bar from 1200 px: below, a tablet gets the phone's menu (nothing cut or pushed out). */}
        <Group gap={4} visibleFrom="lg" component="nav" aria-label="Navegação principal" wrap="nowrap">
          <DisclosureMenu id="menu-institucional" label="Menu" items={MENU_INSTITUCIONAL} />
          {LINKS_PRINCIPAIS.map((item) => (
            <a key={item.to} href={item.to} className={classes.link}>
              {item.label}
            </a>
          ))}
        </Group>

        <Group gap={4} visibleFrom="lg" wrap="nowrap">
          <InstallButton />
          {session.user && bell}
          {session.user ? (
            <DisclosureMenu
              id="menu-conta"
              align="end"
              label={
                <>
                  {session.user.avatarUrl && <AccountPicture src={session.user.avatarUrl} />}
                  <Greeting name={publicName(session.user)} />
                  {accountBadge}
                  {session.isAdmin && moderationBadge}
                </>
              }
              items={[
                ...(session.isAdmin ? [{ label: 'Gerenciar Denúncias', to: ROTA_DENUNCIAS, extra: moderationBadge }] : []),
                ...CONTA.map((item) => (item.to === '/mensagens' ? { ...item, extra: accountBadge } : item)),
              ]}
            />
          ) : (
            <Button component={Link} to={ROTA_LOGIN} variant="outline">
              Entrar
            </Button>
          )}
          {session.user && session.isAdmin && (
            <Button component={Link} to={ROTA_ADMIN} variant="outline" px="xs" className={classes.compact}>
              Admin
            </Button>
          )}
          {session.user && (
            <Button variant="default" px="xs" onClick={() => void sair()} className={classes.compact}>
              Sair
            </Button>
          )}
          <Button color="colheita.7" onClick={anunciar} px="sm" className={classes.compact}>
            Faça Seu Anúncio! +
          </Button>
        </Group>

        <Group gap={4} hiddenFrom="lg" wrap="nowrap">
          {session.user && bell}
          <Button color="colheita.7" size="sm" px="sm" onClick={anunciar}>
            Anunciar
          </Button>
          <Burger
            opened={menuAberto}
            onClick={toggle}
            aria-label={menuAberto ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuAberto}
            // The menu exists only while open: a closed one is no element to point at.
            aria-controls={menuAberto ? 'menu-celular' : undefined}
          />
        </Group>
      </Container>

      {menuAberto && (
        <Stack id="menu-celular" component="nav" aria-label="Menu" gap={0} className={classes.mobileMenu} hiddenFrom="lg">
          {session.user && (
            <Text fw={600} px="md" py="sm">
              Olá, {publicName(session.user)}
            </Text>
          )}
          {MENU_INSTITUCIONAL.map((item) => (
            <Link key={item.to} to={item.to} className={classes.mobileLink} onClick={close}>
              {item.label}
            </Link>
          ))}
          {LINKS_PRINCIPAIS.map((item) => (
            <a key={item.to} href={item.to} className={classes.mobileLink} onClick={close}>
              {item.label}
            </a>
          ))}
          <Divider />
          {session.user ? (
            <>
              {session.isAdmin && (
                <>
                  <Link to={ROTA_ADMIN} className={classes.mobileLink} onClick={close}>
                    Gerenciar Usuários
                  </Link>
                  <Link to={ROTA_DENUNCIAS} className={classes.mobileLink} onClick={close}>
                    Gerenciar Denúncias
                  </Link>
                </>
              )}
              <UnstyledButton className={classes.mobileLink} onClick={sair}>
                Sair
              </UnstyledButton>
            </>
          ) : (
            <Link to={ROTA_LOGIN} className={classes.mobileLink} onClick={close}>
              Entrar na Conta
            </Link>
          )}
          <Box px="md" py="sm">
            <InstallButton fullWidth />
          </Box>
        </Stack>
      )}
    </Box>
  )
}

/**
 * The person's picture beside the greeting: a plain image (Mantine's Avatar would bring its
 * placeholder drawing to every page); one that fails to load leaves the greeting alone.
 */
function AccountPicture({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  return failed ? null : (
    <img src={src} alt="" width={28} height={28} className={classes.picture} onError={() => setFailed(true)} />
  )
}
