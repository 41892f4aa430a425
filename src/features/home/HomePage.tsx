import {
  Box,
  Button,
  Card,
  Chip,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Suspense, useRef, useState } from 'react'
import { NearMeControl } from '@/features/near-me'
import { NewsletterForm } from '@/features/newsletter'
import { adCategoryName } from '@/lib/rules/ad-categories'
import { nearToSearch } from '@/lib/places'
import { ButtonLink } from '@/ui/links'
import { ABAS, type Aba } from './blocks'
import classes from './HomePage.module.css'
import { CATEGORY_TILES } from './category-tiles'
import { TESTIMONIALS } from './testimonials'
import { FiveStars } from './FiveStars'
import { FeaturedAds, RecentAds, useLaterParts, useListingsLoaded } from './listings'
import { NewestAdsMeanwhile } from './NewestAdsMeanwhile'

const FRETE_SOLIDARIO = '/frete-solidario'

export function HomePage() {
  const navigate = useNavigate()
  const [aba, setAba] = useState<Aba>('todos')
  const form = useRef<HTMLFormElement>(null)
  // Uncontrolled: what was typed before the app started stays in the box through hydration.
  const buscar = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const texto = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    void navigate({ href: texto ? `${FRETE_SOLIDARIO}?search=${encodeURIComponent(texto)}` : FRETE_SOLIDARIO })
  }

  return (
    <>
      <Box className={classes.hero}>
        <Container size="md" py={56}>
          <Stack gap="lg" align="center" ta="center">
            <Title order={1} c="white" className={classes.heroTitle}>
              Encontre o que você procura...
            </Title>
            <Text c="white" fz="lg">
              Produtos da agricultura familiar, direto de quem produz, com frete dividido entre vizinhos.
            </Text>
            {/* A real GET form: a search sent before the app has started still lands on the list. */}
            <form ref={form} onSubmit={buscar} role="search" method="get" action={FRETE_SOLIDARIO} className={classes.searchForm}>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  size="lg"
                  placeholder="Estou Procurando Por..."
                  aria-label="Estou Procurando Por..."
                  name="search"
                  style={{ flex: 1 }}
                  leftSection={<IconSearch size={20} aria-hidden />}
                  rightSection={<SearchDictation form={form} />}
                />
                <Button type="submit" size="lg" color="colheita.7">
                  Buscar
                </Button>
              </Group>
            </form>
            {/* "Perto de mim": the list around a place, with what was typed in the box. */}
            <div className={classes.searchForm}>
              <NearMeControl
                value={{ state: 'none' }}
                inverted
                onChange={(place) => {
                  const texto = String(new FormData(form.current ?? undefined).get('search') ?? '').trim()
                  void navigate({ to: FRETE_SOLIDARIO, search: { search: texto || undefined, ...nearToSearch(place) } })
                }}
              />
            </div>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <section aria-labelledby="destaques">
            <Title order={2} id="destaques" mb="sm">
              Anúncios em destaque
            </Title>
            <Chip.Group value={aba} onChange={(value) => setAba(value as Aba)}>
              <Group gap="xs" mb="md" role="radiogroup" aria-label="Filtrar destaques por categoria">
                {ABAS.map((a) => (
                  <Chip key={a} value={a} variant="outline" color="campo">
                    {a === 'todos' ? 'Todos' : adCategoryName(a)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <PhoneData meanwhile={<NewestAdsMeanwhile aba={aba} />}>
              <FeaturedAds aba={aba} onShowAll={() => setAba('todos')} />
            </PhoneData>
          </section>
          {/* Hydrated after the hero and the featured ads (a Suspense boundary is its own step),
              so the first cards do not wait for the rest of the page. */}
          <Suspense fallback={null}>
            <section aria-labelledby="categorias" className="below-first-screen">
              <Title order={2} id="categorias" mb="md">
                Categorias
              </Title>
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm">
                {CATEGORY_TILES.map((categoria) => (
                  <UnstyledButton
                    key={categoria.nome}
                    className={classes.tile}
                    onClick={() => void navigate({ href: `${FRETE_SOLIDARIO}?category=${categoria.categoria}` })}
                  >
                    <categoria.icone size={34} stroke={1.6} color="var(--mantine-color-campo-7)" aria-hidden />
                    <Text fw={700}>{categoria.nome}</Text>
                  </UnstyledButton>
                ))}
                <UnstyledButton className={classes.tile} onClick={() => void navigate({ href: FRETE_SOLIDARIO })}>
                  <IconSearch size={34} stroke={1.6} color="var(--mantine-color-campo-7)" aria-hidden />
                  <Text fw={700}>Ver Tudo</Text>
                </UnstyledButton>
              </SimpleGrid>
            </section>

            <section aria-labelledby="recentes" className="below-first-screen">
              <Group justify="space-between" mb="sm">
                <Title order={2} id="recentes">
                  Anúncios recentes
                </Title>
                <ButtonLink to="/frete-solidario" variant="subtle" search={{ sort: 'recentes' }}>
                  Ver todos
                </ButtonLink>
              </Group>
              <PhoneData meanwhile={<NewestAdsMeanwhile showDay />}>
                <RecentAds />
              </PhoneData>
            </section>

            <Card
              withBorder
              padding="xl"
              radius="md"
              bg="campo.0"
              component="section"
              aria-labelledby="informativos-teaser"
              className="below-first-screen"
            >
              <Stack gap="sm">
                <Title order={2} id="informativos-teaser">
                  Informativos para quem vive do campo
                </Title>
                <Text>
                  Dicas de horta orgânica, armazenamento de grãos, água da chuva, venda pelo celular e muito mais — disponíveis
                  mesmo sem sinal.
                </Text>
                <Group>
                  <Button component={Link} to="/informativos">
                    Ler os informativos
                  </Button>
                </Group>
              </Stack>
            </Card>

            <section aria-labelledby="depoimentos" className="below-first-screen">
              <Title order={2} id="depoimentos" mb="md">
                Quem usa, recomenda
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
                {TESTIMONIALS.map((d) => (
                  <Card key={d.nome} withBorder padding="lg" component="figure" m={0}>
                    <FiveStars />
                    <Text component="blockquote" mt="sm" mx={0} fs="italic">
                      “{d.texto}”
                    </Text>
                    <Text component="figcaption" mt="sm" fw={700}>
                      {d.nome}
                      <Text span c="dimmed" fw={400} display="block" size="sm">
                        {d.lugar}
                      </Text>
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </section>

            <div className="below-first-screen">
              <NewsletterForm title="Assine nossa newsletter" />
            </div>
          </Suspense>
        </Stack>
      </Container>
    </>
  )
}

/**
 * The ad blocks read the phone's copy: their code (with Dexie) loads after the app has attached to
 * the prerendered page — it is not part of the first load —, with the loading cards, then the
 * server's newest ads, in their place meanwhile.
 */
/** The search box's microphone, once the blocks' later code is here: only it renders then, not the page. */
function SearchDictation({ form }: { form: React.RefObject<HTMLFormElement | null> }) {
  const later = useLaterParts()
  return later ? <later.DictationSlot label="Falar a busca" onText={(text) => later.searchFor(form, text)} /> : null
}

function PhoneData({ children, meanwhile }: { children: React.ReactNode; meanwhile: React.ReactNode }) {
  const loaded = useListingsLoaded()
  return loaded ? <Suspense fallback={meanwhile}>{children}</Suspense> : meanwhile
}
