import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconEye, IconLeaf, IconStar, IconUsers } from '@tabler/icons-react'
import { PageBanner } from '@/ui/PageBanner'

const VALORES = [
  { titulo: 'Transparência', texto: 'Preço, origem e forma de produção às claras, do anúncio à entrega.', icone: IconEye },
  { titulo: 'Qualidade', texto: 'Produto fresco, bem colhido e bem cuidado, direto de quem produz.', icone: IconStar },
  {
    titulo: 'Sustentabilidade',
    texto: 'Menos desperdício, menos veneno e fretes divididos que poupam estrada e combustível.',
    icone: IconLeaf,
  },
  { titulo: 'Comunidade', texto: 'Vizinhos que se ajudam: mutirões, feiras e o Frete Solidário.', icone: IconUsers },
]

export function QuemSomosPage() {
  return (
    <>
      <PageBanner title="Quem Somos" crumbs={[{ label: 'Casa', to: '/' }, { label: 'Quem Somos' }]} />
      <Container size="md">
        <Stack gap="xl">
          <section>
            <Title order={2} mb="sm">
              Nossa história
            </Title>
            <Text mb="sm">
              O Campo Solidário nasceu em Vitória, no Espírito Santo, da conversa entre agricultores familiares das montanhas
              capixabas que tinham o mesmo problema: produziam bem, mas gastavam demais para levar a colheita até quem compra.
              Cada um descia a serra com a caminhonete meio vazia.
            </Text>
            <Text>
              Começamos juntando as viagens num caderno e num grupo de mensagens. Hoje o Campo Solidário reúne produtores do
              Espírito Santo, de Minas Gerais e do Rio de Janeiro que anunciam seus produtos, dividem o frete e trocam
              conhecimento — com um aplicativo que funciona mesmo onde o sinal não chega.
            </Text>
          </section>
          <section>
            <Title order={2} mb="sm">
              Nossa missão
            </Title>
            <Text>
              Aproximar quem produz de quem consome, com preço justo para os dois lados, reduzindo o custo do transporte e
              valorizando a agricultura familiar e a vida no campo.
            </Text>
          </section>
          <section>
            <Title order={2} mb="md">
              Nossos valores
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {VALORES.map((valor) => (
                <Stack key={valor.titulo} gap="xs">
                  <ThemeIcon size={44} radius="xl" variant="light">
                    <valor.icone size={24} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {valor.titulo}
                  </Title>
                  <Text>{valor.texto}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      </Container>
    </>
  )
}
