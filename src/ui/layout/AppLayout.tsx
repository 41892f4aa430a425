import { Box } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import { OfflineIndicator } from './OfflineIndicator'

/**
 * The frame of every page; `notices` are status lines shown under the header (e.g. the sync's),
 * `accountBadge` what shows beside the signed-in person's greeting (the unread messages),
 * `moderationBadge` what shows on an admin's "Denúncias" (the ads waiting for a decision),
 * `bell` the signed-in person's notifications (beside the account menu, and the mobile menu's button).
 */
export function AppLayout({
  notices,
  accountBadge,
  moderationBadge,
  bell,
}: {
  notices?: ReactNode
  accountBadge?: ReactNode
  moderationBadge?: ReactNode
  bell?: ReactNode
}) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#conteudo" className="pular-para-conteudo">
        Pular para o conteúdo
      </a>
      <Header accountBadge={accountBadge} moderationBadge={moderationBadge} bell={bell} />
      <OfflineIndicator />
      {notices}
      <Box component="main" id="conteudo" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  )
}
