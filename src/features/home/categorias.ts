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
  type Icon,
} from '@tabler/icons-react'
import { CATEGORIAS, nomeDaCategoria, type Categoria } from '@/lib/categorias'

// The home page's category tiles: the ad categories, then "Ver Tudo". Icons ship with the app
// (emoji depend on the phone's fonts).
const ICONES: Record<Categoria, Icon> = {
  agricultura: IconPlant2,
  casa: IconHome,
  comida: IconBasket,
  comunidade: IconUsersGroup,
  cuidados: IconHeartHandshake,
  dicas: IconBulb,
  sustentabilidade: IconRecycle,
  tecnologia: IconDeviceMobile,
  utilidades: IconTool,
}

export const CATEGORIAS_DA_HOME = CATEGORIAS.map((categoria) => ({
  categoria,
  nome: nomeDaCategoria(categoria),
  icone: ICONES[categoria],
}))

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
