import { Anchor, Box, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { linksIn, SCAM_WARNING, scamSignals } from '@/lib/rules/scam-signals'

/** A link as written ("bit.ly/x") as an address the browser opens. */
const address = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`)

/** "Abrir link externo": the link opens only once the person has read where it leads and confirmed. */
function ExternalLink({ link }: { link: string }) {
  const [asked, setAsked] = useState(false)
  if (!asked)
    return (
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconExternalLink size={14} aria-hidden />}
        onClick={() => setAsked(true)}
      >
        Abrir link externo
      </Button>
    )
  return (
    <Box role="group" aria-label="Abrir link externo">
      <Text size="xs">
        Este link leva para fora do Campo Solidário: <strong>{link}</strong>. Golpistas usam links para pedir senhas, códigos e
        pagamentos. Abra só se você conhece quem mandou.
      </Text>
      <Group gap="xs" mt={4}>
        <Anchor
          size="xs"
          fw={700}
          c="red.8"
          href={address(link)}
          target="_blank"
          rel="noopener noreferrer nofollow"
          onClick={() => setAsked(false)}
        >
          Abrir mesmo assim
        </Anchor>
        <Button size="compact-xs" variant="default" onClick={() => setAsked(false)}>
          Cancelar
        </Button>
      </Group>
    </Box>
  )
}

/**
 * Under a received message that looks like a scam (lib/rules/scam-signals.ts): the warning, and its links
 * behind a confirmation. `ownPixKey`: the seller's registered key, when the phone knows it.
 */
export function ScamWarning({ text, ownPixKey }: { text: string; ownPixKey?: string | null }) {
  const signals = scamSignals(text, { ownPixKey })
  if (!signals.length) return null
  const links = signals.includes('link') ? linksIn(text) : []
  return (
    <Box mt={6} pt={6} style={{ borderTop: '1px solid var(--mantine-color-red-2)' }}>
      <Text size="xs" c="red.9" fw={600} role="note">
        <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {SCAM_WARNING}
      </Text>
      {links.map((link) => (
        <ExternalLink key={link} link={link} />
      ))}
    </Box>
  )
}
