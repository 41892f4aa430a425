import { offerPush } from '@/features/notifications'
import { PickupPointChoice } from '@/features/pickup-points'
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { formatAmount, unitName } from '@/lib/rules/units'
import { isFractional, UNIT_CHOICES } from '@/lib/rules/unit-input'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { lookupCep } from '@/lib/rules/cep'
import { formatCentsInput, formatCep, formatPhone } from '@/lib/formats/format'
import { SESSAO_TERMINOU, authorOf, useSession } from '@/lib/server/session'
import {
  publicarAnuncio,
  editarAnuncio,
  recordingFailure,
  useAd,
  withSendState,
  type CachedAd,
  type FotoDoAnuncio,
} from '@/offline'
import { useDraft } from '@/offline/use-draft'
import { RecordingError } from '@/features/phone-space'
import { isConnected } from '@/lib/server/connection'
import { announceSendState } from '@/features/send-state'
import { asTitle, DictationSlot, withSentence } from '@/features/dictation'
import { DraftOffer } from '@/ui/DraftOffer'
import { LoadingState } from '@/ui/LoadingState'
import { CepInput, PhoneInput } from '@/ui/MaskedInputs'
import { CityAutocomplete } from '@/ui/CityAutocomplete'
import { PhotoPicker } from './PhotoPicker'
import { leftOut, type Shared } from './shared-photos'
import { SharedPhotosOffer } from './SharedPhotosOffer'
import { anuncioSchema, OBRIGATORIOS, paraNovoAnuncio, type AnuncioForm } from './schema'
import { usePhotos } from './use-photos'
import { VoiceDescriptionField, voiceDescriptionChange, type VoiceDescription } from './VoiceDescriptionField'
import { AD_FORM_CATEGORIES, adCategoryName } from '@/lib/rules/ad-categories'

const VAZIO: AnuncioForm = {
  titulo: '',
  categoria: '' as AnuncioForm['categoria'],
  preco: '',
  unidade: 'unidade',
  quantidade_disponivel: '',
  pontos_de_retirada: [],
  descricao: '',
  localizacao: '',
  endereco: '',
  cep: '',
  contato: '',
  email: '',
}

function valoresDe(ad: CachedAd): AnuncioForm {
  return {
    titulo: ad.titulo,
    categoria: ad.categoria as AnuncioForm['categoria'],
    preco: ad.preco === null ? '' : formatCentsInput(String(Math.round(ad.preco * 100))),
    // Ads kept before units existed are sold by the unit, with no count.
    unidade: ad.unidade ?? 'unidade',
    quantidade_disponivel: ad.quantidade_disponivel == null ? '' : formatAmount(ad.quantidade_disponivel),
    pontos_de_retirada: ad.pontos_de_retirada ?? [],
    descricao: ad.descricao ?? '',
    localizacao: `${ad.cidade}, ${ad.uf}`,
    endereco: ad.endereco ?? '',
    cep: ad.cep ? formatCep(ad.cep) : '',
    contato: formatPhone(ad.contato),
    email: ad.email ?? '',
  }
}

/** /criar-anuncio and /editar-anuncio/{id}: the edit form waits for the ad and checks the owner. */
export function AdFormPage({ id }: { id?: string }) {
  return id ? <EditAd id={id} /> : <AdForm />
}

function EditAd({ id }: { id: string }) {
  const lookup = useAd(id)
  const { user } = useSession()
  const navigate = useNavigate()
  const semPermissao = lookup.state === 'notFound' || (lookup.state === 'found' && lookup.ad.user_id !== user?.id)
  useEffect(() => {
    if (!semPermissao) return
    notifications.show({ color: 'red', message: 'Anúncio não encontrado ou sem permissão' })
    void navigate({ to: '/meus-anuncios' })
  }, [semPermissao, navigate])
  if (lookup.state === 'loading') {
    return <LoadingState text="Carregando anúncio..." />
  }
  if (semPermissao) return <Text role="alert">Anúncio não encontrado ou sem permissão</Text>
  return <AdForm ad={lookup.state === 'found' ? lookup.ad : undefined} />
}

function AdForm({ ad }: { ad?: CachedAd }) {
  const { user } = useSession()
  const navigate = useNavigate()
  const editando = Boolean(ad)
  const form = useForm<AnuncioForm>({
    initialValues: ad ? valoresDe(ad) : VAZIO,
    validate: schemaResolver(anuncioSchema, { sync: true }),
    validateInputOnBlur: true,
  })
  const fotos = usePhotos(ad?.imagens)
  const [audioInicial] = useState<VoiceDescription>(() =>
    ad?.audio_caminho && ad.audio_duracao_ms
      ? { kind: 'stored', caminho: ad.audio_caminho, duracaoMs: ad.audio_duracao_ms }
      : { kind: 'none' },
  )
  const [audio, setAudio] = useState(audioInicial)
  const [gravando, setGravando] = useState(false)
  const [erro, setErro] = useState<string | null>(null)
  const [compartilhado, setCompartilhado] = useState<string[]>([])
  const draft = useDraft<AnuncioForm, { fotos: FotoDoAnuncio[]; audio: VoiceDescription }>({
    key: user ? `anuncio:${ad?.id ?? 'novo'}` : null,
    ownerId: user?.id ?? null,
    values: form.values,
    attachments: { fotos: fotos.result(), audio },
    attachmentsKey: `${fotos.keptKey}|${audio.kind === 'new' ? audio.note.duracaoMs : audio.kind}`,
    untouched: !form.isDirty() && !fotos.changed && audio === audioInicial,
  })
  const continueDraft = () => {
    const kept = draft.take()
    if (!kept) return
    // A draft kept by an older build lacks the newer fields: they keep the form's.
    form.setValues({ ...form.values, ...kept.values })
    if (kept.attachments) {
      fotos.restore(kept.attachments.fotos)
      setAudio(kept.attachments.audio)
    }
  }
  const enviando = form.submitting
  const completo = OBRIGATORIOS.every((campo) => String(form.values[campo]).trim() !== '')

  // On 8 digits and online, the CEP fills the city and the street; offline it is skipped quietly.
  const cepDigits = form.values.cep.replace(/\D/g, '')
  useEffect(() => {
    if (cepDigits.length !== 8 || !isConnected()) return
    let current = true
    void lookupCep(cepDigits).then((endereco) => {
      if (!current || !endereco) return
      form.setFieldValue('localizacao', `${endereco.cidade}, ${endereco.uf}`)
      if (endereco.logradouro) form.setFieldValue('endereco', [endereco.logradouro, endereco.bairro].filter(Boolean).join(', '))
    })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the CEP changes
  }, [cepDigits])

  // Photos and text shared from the phone's gallery (sw/share-target.ts), once the person confirms.
  const useShared = (shared: Shared) => {
    fotos.add(shared.files)
    if (shared.items.texto && !form.values.descricao) form.setFieldValue('descricao', shared.items.texto)
    setCompartilhado(leftOut(shared.items))
  }

  const salvar = form.onSubmit(async (values) => {
    if (!user) return void notifications.show({ color: 'red', message: SESSAO_TERMINOU })
    const dados = paraNovoAnuncio(v.parse(anuncioSchema, values))
    const autor = authorOf(user)
    try {
      const [, sending] = await withSendState<unknown>(() =>
        ad
          ? editarAnuncio(autor, ad.id, dados, fotos.result(), voiceDescriptionChange(audioInicial, audio))
          : publicarAnuncio(
              autor,
              dados,
              fotos.result().flatMap((f) => ('blob' in f ? [f.blob] : [])),
              voiceDescriptionChange(audioInicial, audio) ?? undefined,
            ),
      )
      void announceSendState(
        sending,
        ad
          ? { sent: 'Anúncio atualizado com sucesso!', queued: 'Alterações salvas. Serão enviadas quando houver conexão.' }
          : { sent: 'Anúncio criado com sucesso!', queued: 'Seu anúncio será publicado quando houver conexão' },
      )
    } catch (error) {
      // Nothing was kept (the change and its photos are recorded in one transaction); the form keeps everything.
      setErro(
        recordingFailure(error, ad ? 'Erro ao atualizar anúncio. Tente novamente.' : 'Erro ao criar anúncio. Tente novamente.'),
      )
      return
    }
    await draft.sent()
    if (!ad) offerPush('anuncio')
    await navigate({ to: '/meus-anuncios' })
  })

  return (
    <form onSubmit={salvar} noValidate aria-busy={draft.reading}>
      <Stack>
        <Title order={1}>{editando ? 'Editar Anúncio' : 'Criar Anúncio'}</Title>
        {draft.waiting && (
          <DraftOffer
            message={editando ? 'Você tem uma edição deste anúncio não terminada' : 'Você tem um anúncio não terminado'}
            onContinue={continueDraft}
            onDiscard={draft.discard}
          />
        )}
        {!editando && <SharedPhotosOffer onUse={useShared} />}
        <Paper withBorder p="lg">
          <Stack>
            <TextInput
              label="Título"
              required
              maxLength={100}
              placeholder="Ex.: Feijão carioca novo, saca de 30 kg"
              {...form.getInputProps('titulo')}
              rightSection={
                <DictationSlot label="Falar o título" onText={(text) => form.setFieldValue('titulo', asTitle(text))} />
              }
            />
            <Select
              label="Categoria"
              required
              placeholder="Escolha"
              data={AD_FORM_CATEGORIES.map((c) => ({ value: c, label: adCategoryName(c) }))}
              {...form.getInputProps('categoria')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select label="Vendido por" required allowDeselect={false} data={UNIT_CHOICES} {...form.getInputProps('unidade')} />
              <TextInput
                label={`Preço por ${unitName(form.values.unidade)}`}
                description="Deixe vazio para “A combinar”"
                inputMode="numeric"
                placeholder="R$ 0,00"
                {...form.getInputProps('preco')}
                onChange={(event) => form.setFieldValue('preco', formatCentsInput(event.currentTarget.value))}
              />
              <TextInput
                label="Quantidade disponível"
                description="Vazio: sem controle de estoque. 0: Esgotado"
                inputMode={isFractional(form.values.unidade) ? 'decimal' : 'numeric'}
                placeholder={isFractional(form.values.unidade) ? 'Ex.: 12 ou 2,5' : 'Ex.: 12'}
                rightSection={
                  <Text size="sm" c="dimmed" aria-hidden>
                    {unitName(form.values.unidade)}
                  </Text>
                }
                rightSectionWidth={64}
                {...form.getInputProps('quantidade_disponivel')}
              />
            </SimpleGrid>
            <Textarea
              label="Descrição"
              autosize
              minRows={4}
              maxLength={5000}
              {...form.getInputProps('descricao')}
              rightSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 6 } }}
              rightSection={
                <DictationSlot
                  label="Falar a descrição"
                  onText={(text) => form.setFieldValue('descricao', (prev) => withSentence(prev, text))}
                />
              }
            />
            <VoiceDescriptionField value={audio} onChange={setAudio} onRecordingChange={setGravando} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CepInput label="CEP" description="Preenche cidade e rua quando houver conexão" {...form.getInputProps('cep')} />
              <CityAutocomplete label="Localização" required placeholder="Cidade, UF" {...form.getInputProps('localizacao')} />
            </SimpleGrid>
            <TextInput
              label="Endereço"
              maxLength={200}
              placeholder="Sítio, estrada, comunidade…"
              {...form.getInputProps('endereco')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PhoneInput label="Contato (WhatsApp ou telefone)" required {...form.getInputProps('contato')} />
              <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
            </SimpleGrid>
          </Stack>
        </Paper>
        {user && (
          <Paper withBorder p="lg">
            <PickupPointChoice
              sellerId={user.id}
              value={form.values.pontos_de_retirada}
              onChange={(ids) => form.setFieldValue('pontos_de_retirada', ids)}
              error={form.errors.pontos_de_retirada}
            />
          </Paper>
        )}
        <Paper withBorder p="lg">
          <PhotoPicker photos={fotos.photos} onAdd={fotos.add} onRemove={fotos.remove} onMove={fotos.move} error={fotos.error} />
          {compartilhado.map((note) => (
            <Text key={note} size="sm" c="red.8" mt="xs" role="status">
              {note}
            </Text>
          ))}
        </Paper>
        <RecordingError message={erro} />
        {!completo && (
          <Text size="sm" c="dimmed">
            Preencha título, categoria, localização e contato para {editando ? 'salvar' : 'publicar'}.
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            color="colheita.7"
            disabled={!completo || enviando || fotos.busy || gravando}
            loading={enviando}
          >
            {enviando ? (editando ? 'Salvando...' : 'Publicando...') : editando ? 'Salvar alterações' : 'Publicar anúncio'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
