import { Avatar, Box, Group, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAt, IconBellRinging, IconKey, IconLink, IconPhoto, IconTrash, IconUserEdit } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { LazyPushSettings } from '@/features/notifications'
import { PickupPointsSettings } from '@/features/pickup-points'
import { ReadAloudSettings } from '@/features/read-aloud'
import { MyDataDownload } from './MyDataDownload'
import { OfflineStorage } from './OfflineStorage'
import { PixKeySettings } from './PixKeySettings'
import { BlockedPeople } from './BlockedPeople'
import { QuickRepliesSettings } from './QuickRepliesSettings'
import { DataSaverSwitch } from '@/ui/DataSaverSwitch'
import { DataUse } from '@/ui/pwa/DataUse'
import { OfflineCopy } from '@/ui/pwa/OfflineCopy'
import { AnchorLink } from '@/ui/links'
import { publicImageUrl } from '@/lib/server/storage-url'
import { authorOf, useSession } from '@/lib/server/session'
import { carregarPerfil, type Perfil } from './api'
import { AvatarDialog } from './dialogs/AvatarDialog'
import { DetailsDialog } from './dialogs/DetailsDialog'
import { EmailDialog } from './dialogs/EmailDialog'
import { DeleteAccountDialog } from './dialogs/DeleteAccountDialog'
import { LinksDialog } from './dialogs/LinksDialog'
import { PasswordDialog } from './dialogs/PasswordDialog'

type Dialogo = 'detalhes' | 'imagem' | 'links' | 'senha' | 'email' | 'excluir'

const OPCOES: Array<{ id: Dialogo; label: string; icone: typeof IconUserEdit }> = [
  { id: 'detalhes', label: 'Alterar detalhes', icone: IconUserEdit },
  { id: 'imagem', label: 'Imagem do perfil', icone: IconPhoto },
  { id: 'links', label: 'Links sociais', icone: IconLink },
  { id: 'senha', label: 'Alterar Senha', icone: IconKey },
  { id: 'email', label: 'Alterar e-mail', icone: IconAt },
]

/** /configuracoes: the option list; each option opens its dialog, one at a time. */
export function SettingsPage() {
  const session = useSession()
  const navigate = useNavigate()
  const [perfil, setPerfil] = useState<Perfil | null | undefined>(undefined)
  const [aberto, setAberto] = useState<Dialogo | null>(null)

  useEffect(() => {
    let ativo = true
    void carregarPerfil()
      .catch(() => null)
      .then((p) => ativo && setPerfil(p))
    return () => {
      ativo = false
    }
  }, [])

  const concluido = (mensagem: string) => async () => {
    setAberto(null)
    notifications.show({ color: 'campo', message: mensagem })
    setPerfil(await carregarPerfil())
    await session.refresh()
  }
  const contaExcluida = async () => {
    setAberto(null)
    // The account is gone: what still waited for it cannot be sent by anyone.
    await session.signOut({ ask: false })
    notifications.show({ color: 'campo', message: 'Sua conta foi excluída.' })
    await navigate({ to: '/' })
  }

  return (
    <>
      <Title order={1} mb="lg">
        Configurações
      </Title>
      {perfil === undefined ? (
        <Group role="status">
          <Loader size="sm" />
          <Text>Carregando seus dados...</Text>
        </Group>
      ) : perfil === null ? (
        <Stack>
          <Text role="alert">Não foi possível carregar seus dados. Verifique a conexão e tente novamente.</Text>
          {/* Kept on the phone: reachable without a connection. */}
          {session.user && <PixKeySettings userId={session.user.id} />}
          {session.user && (
            <Suspense fallback={null}>
              <PickupPointsSettings userId={session.user.id} />
            </Suspense>
          )}
          {session.user && <QuickRepliesSettings userId={session.user.id} />}
          {session.user && <BlockedPeople autor={authorOf(session.user)} />}
        </Stack>
      ) : (
        <Stack>
          <Group>
            <Avatar src={perfil.avatar_path ? publicImageUrl(perfil.avatar_path) : null} alt="" size="lg" radius="xl" />
            <div>
              <Text fw={700}>{perfil.display_name || perfil.username}</Text>
              <Text size="sm" c="dimmed">
                @{perfil.username} ·{' '}
                <AnchorLink to="/vendedor/$username" params={{ username: perfil.username }} underline="always">
                  Ver meu perfil público
                </AnchorLink>
              </Text>
            </div>
          </Group>
          <Paper withBorder component="nav" aria-label="Opções da conta">
            {OPCOES.map((opcao) => (
              <NavLink
                key={opcao.id}
                component="button"
                label={opcao.label}
                leftSection={<opcao.icone size={20} aria-hidden />}
                onClick={() => setAberto(opcao.id)}
              />
            ))}
            <NavLink
              component={Link}
              to="/alertas"
              label="Meus alertas de busca"
              leftSection={<IconBellRinging size={20} aria-hidden />}
            />
            <NavLink
              component="button"
              label="Excluir conta"
              color="red"
              active
              variant="subtle"
              leftSection={<IconTrash size={20} aria-hidden />}
              onClick={() => setAberto('excluir')}
            />
          </Paper>
          {session.user && <PixKeySettings userId={session.user.id} />}
          {session.user && (
            <Suspense fallback={null}>
              <PickupPointsSettings userId={session.user.id} />
            </Suspense>
          )}
          {session.user && <QuickRepliesSettings userId={session.user.id} />}
          {session.user && <BlockedPeople autor={authorOf(session.user)} />}
          <Suspense fallback={null}>
            <LazyPushSettings />
          </Suspense>
          <OfflineStorage userId={session.user?.id ?? null} />
        </Stack>
      )}
      {/* Offline too: it says what it needs rather than vanishing. */}
      {session.user && perfil !== undefined && (
        <Box mt="md">
          <MyDataDownload />
        </Box>
      )}
      {/* A choice of this phone, not of the account: there even when the account cannot be read. */}
      <Paper withBorder p="md" mt="md">
        <ReadAloudSettings />
      </Paper>
      <Paper withBorder p="md" mt="md" component="section" aria-label="Economia de dados">
        <Stack gap="sm">
          <DataSaverSwitch id="economia-de-dados" />
          <OfflineCopy />
          <DataUse />
        </Stack>
      </Paper>

      {perfil && aberto === 'detalhes' && (
        <DetailsDialog perfil={perfil} onClose={() => setAberto(null)} onSaved={concluido('Dados atualizados com sucesso!')} />
      )}
      {perfil && aberto === 'imagem' && (
        <AvatarDialog onClose={() => setAberto(null)} onSaved={concluido('Imagem do perfil atualizada!')} />
      )}
      {perfil && aberto === 'links' && (
        <LinksDialog perfil={perfil} onClose={() => setAberto(null)} onSaved={concluido('Links salvos com sucesso!')} />
      )}
      {perfil && aberto === 'senha' && (
        <PasswordDialog onClose={() => setAberto(null)} onSaved={concluido('Senha alterada com sucesso!')} />
      )}
      {perfil && aberto === 'email' && (
        <EmailDialog
          emailAtual={perfil.email}
          onClose={() => setAberto(null)}
          onSaved={concluido('Email atualizado com sucesso!')}
        />
      )}
      {perfil && aberto === 'excluir' && (
        <DeleteAccountDialog onClose={() => setAberto(null)} onDeleted={() => void contaExcluida()} />
      )}
    </>
  )
}
