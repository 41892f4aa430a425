// What producers and buyers say, on the home page (written for the demo, with their places).
export const TESTIMONIALS = [
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
