import { Checkbox, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { SPEEDS, setReadAloudSettings, useReadAloudSettings, type Speed } from '@/lib/device/read-aloud-settings'
import { usePtBrVoices } from './speech'

const SPEED_NAMES: Record<Speed, string> = { 0.75: '0,75× (mais devagar)', 1: '1× (normal)', 1.25: '1,25× (mais rápido)' }

/** In /configuracoes: "Leitura em voz alta" — a choice of this phone (its voices are its own). */
export default function ReadAloudSettingsForm() {
  const voices = usePtBrVoices()
  const settings = useReadAloudSettings()
  return (
    <Stack gap="xs" component="section" aria-labelledby="leitura-em-voz-alta">
      <Title order={2} size="h4" id="leitura-em-voz-alta">
        Leitura em voz alta
      </Title>
      {voices === undefined ? (
        <Text size="sm" role="status">
          Procurando as vozes deste celular...
        </Text>
      ) : voices.length === 0 ? (
        <Text size="sm">
          Este celular não tem uma voz em português do Brasil, então os botões “Ouvir” não aparecem. No Android, instale uma em
          Configurações &gt; Acessibilidade &gt; Saída de conversão de texto em voz.
        </Text>
      ) : (
        <>
          <Text size="sm">O botão “Ouvir” lê anúncios, artigos e mensagens com a voz do celular, mesmo sem internet.</Text>
          <NativeSelect
            label="Velocidade"
            data={SPEEDS.map((speed) => ({ value: String(speed), label: SPEED_NAMES[speed] }))}
            value={String(settings.rate)}
            onChange={(event) => setReadAloudSettings({ rate: Number(event.currentTarget.value) as Speed })}
          />
          {voices.length > 1 && (
            <NativeSelect
              label="Voz"
              data={voices.map((voice) => ({
                value: voice.voiceURI,
                label: voice.localService ? voice.name : `${voice.name} (precisa de internet)`,
              }))}
              value={settings.voice ?? voices[0].voiceURI}
              onChange={(event) => setReadAloudSettings({ voice: event.currentTarget.value })}
            />
          )}
          <Checkbox
            label="Ler avisos automaticamente"
            description="Lê em voz alta cada aviso assim que aparece (enviado, aguardando conexão, não aceito)."
            checked={settings.autoNotices}
            onChange={(event) => setReadAloudSettings({ autoNotices: event.currentTarget.checked })}
          />
        </>
      )}
    </Stack>
  )
}
