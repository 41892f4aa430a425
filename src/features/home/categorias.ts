import {
  IconBasket,
  IconBulb,
  IconDeviceMobile,
  IconHeartHandshake,
  IconHome,
  IconPlant2,
  IconRecycle,
  IconTool,
  IconUsersGroup,
} from '@tabler/icons-react'

// The home page's category tiles: the ad categories, then "Ver Tudo". Icons ship with the app
// (emoji depend on the phone's fonts).
export const CATEGORIAS_DA_HOME = [
  { nome: 'Agricultura', icone: IconPlant2 },
  { nome: 'Casa', icone: IconHome },
  { nome: 'Comida', icone: IconBasket },
  { nome: 'Comunidade', icone: IconUsersGroup },
  { nome: 'Cuidados', icone: IconHeartHandshake },
  { nome: 'Dicas', icone: IconBulb },
  { nome: 'Sustentabilidade', icone: IconRecycle },
  { nome: 'Tecnologia', icone: IconDeviceMobile },
  { nome: 'Utilidades', icone: IconTool },
] as const

export const DEPOIMENTOS = [
  {
    nome: 'Maria Souza',
    lugar: 'Santa Maria de Jetibá - ES',
    texto: 'Vendo minhas hortaliças para a cidade toda semana e divido o frete com dois vizinhos. Sobrou mais no fim do mês.',
  },
  {
    nome: 'João Pereira',
    lugar: 'Juiz de Fora - MG',
    texto: 'Publiquei o anúncio do feijão sem sinal, lá no sítio. Quando cheguei na cidade, já estava no ar.',
  },
  {
    nome: 'Lúcia Andrade',
    lugar: 'Vila Velha - ES',
    texto: 'Compro queijo e café direto de quem produz, sabendo de onde vem. E ainda ajudo a agricultura familiar.',
  },
  {
    nome: 'Sebastião Ribeiro',
    lugar: 'Nova Friburgo - RJ',
    texto: 'O Frete Solidário fez minha caminhonete voltar cheia. Virou renda extra para a família.',
  },
] as const
