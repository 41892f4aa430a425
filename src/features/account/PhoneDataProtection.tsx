import { Button, Text } from '@mantine/core'
import { useEffect, useState } from 'react'

/** Whether the browser keeps the app's data when the phone runs out of space; null where it does not say. */
async function phoneDataProtected(): Promise<boolean | null> {
  if (!navigator.storage?.persisted) return null
  return navigator.storage.persisted().catch(() => null)
}

const canProtectPhoneData = () => Boolean(navigator.storage?.persist)

const PROTECTED = 'Dados protegidos: o navegador não apaga os dados do app quando o celular fica sem espaço.'
const UNPROTECTED =
  'Dados não protegidos: se o celular ficar sem espaço, o navegador pode apagar os dados do app, inclusive o que ainda não foi enviado.'
const REFUSED =
  'O navegador não concedeu a proteção agora. Instalar o app na tela inicial ou permitir as notificações costuma ajudar; depois, tente de novo.'

/**
 * In "Uso sem internet": whether the browser protects the app's data from being cleared when the
 * phone is full (StorageManager.persisted), and "Proteger dados deste aparelho" while it can still
 * grant it. The browser decides by its own rules (Chrome: an installed app, notifications allowed,
 * a site used often); a refusal says what tends to help.
 */
export function PhoneDataProtection() {
  const [kept, setKept] = useState<boolean | null | undefined>()
  const [asking, setAsking] = useState(false)
  const [refused, setRefused] = useState(false)

  useEffect(() => {
    void phoneDataProtected().then(setKept)
  }, [])

  const protect = async () => {
    setAsking(true)
    const granted = await navigator.storage.persist().catch(() => false)
    setKept(granted)
    setRefused(!granted)
    setAsking(false)
  }

  if (kept === undefined) return null
  if (kept === null) return <Text size="sm">Este navegador não informa se protege os dados do app.</Text>
  return (
    <>
      <Text size="sm">{kept ? PROTECTED : UNPROTECTED}</Text>
      {!kept && canProtectPhoneData() && (
        <div>
          {/* Its words wrap on a 360 px screen rather than run past the card. */}
          <Button
            variant="light"
            h="auto"
            py={8}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal' } }}
            loading={asking}
            onClick={() => void protect()}
          >
            Proteger dados deste aparelho
          </Button>
        </div>
      )}
      {refused && (
        <Text size="sm" role="status">
          {REFUSED}
        </Text>
      )}
    </>
  )
}
