import { Accordion, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { CONTATO } from '@/ui/contact-info'
import { PageBanner } from '@/ui/PageBanner'

const PERGUNTAS = [
  {
    id: 'cadastro',
    pergunta: 'Como faço meu cadastro?',
    resposta:
      'Toque em "Entrar na Conta" no menu (ou em "Entrar", no computador) e depois em "Criar Conta". Preencha nome, nome de usuário, telefone, CPF e uma senha. O e-mail é opcional.',
  },
  {
    id: 'frete-solidario',
    pergunta: 'Como funciona o Frete Solidário?',
    resposta:
      'Produtores da mesma região combinam as viagens e dividem os custos de entrega: quem tem veículo oferece espaço, quem precisa levar a produção paga só a sua parte. Veja as ofertas e o mapa na página Frete Solidário.',
  },
  {
    id: 'anunciar',
    pergunta: 'Como anuncio meus produtos?',
    resposta:
      'Toque em "Faça Seu Anúncio!" (no celular, "Anunciar"), preencha título, categoria, cidade e telefone de contato e adicione até 5 fotos. Sem sinal, o anúncio fica guardado no celular e é publicado quando a conexão voltar.',
  },
  {
    id: 'suporte',
    pergunta: 'Como falo com o suporte?',
    resposta: `Pela página Contato, pelo telefone ${CONTATO.telefone} ou pelo e-mail ${CONTATO.email}, de segunda a sexta, das 8h às 17h.`,
  },
]

export function SacPage() {
  return (
    <>
      <PageBanner title="S.A.C. Tira Dúvidas" crumbs={[{ label: 'Casa', to: '/' }, { label: 'S.A.C. Tira Dúvidas' }]} />
      <Container size="md">
        <Stack gap="xl">
          <Accordion variant="separated" defaultValue={PERGUNTAS[0].id}>
            {PERGUNTAS.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control>
                  <Text fw={600} component="h2" fz="md" m={0}>
                    {item.pergunta}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>{item.resposta}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="xs">
              Ainda com dúvidas?
            </Title>
            <Text>Telefone: {CONTATO.telefone}</Text>
            <Text>E-mail: {CONTATO.email}</Text>
            <Text>{CONTATO.cidade}</Text>
          </Paper>
        </Stack>
      </Container>
    </>
  )
}
