import { AD_CATEGORIES, type AdCategory } from '@/lib/rules/ad-categories'

// The informational articles. Each tag has exactly three articles and the categories hold
// 4 (estilo-de-vida), 2 (negocios), 1 (organicos) and 1 (saude), as the specification's pages.
// The six newest are the January 2024 "Nossas últimas notícias".

// The tags are the nine ad categories.
export const TAGS = AD_CATEGORIES
export type Tag = AdCategory

export const TAG_NAMES: Record<Tag, string> = {
  agricultura: 'Agricultura',
  casa: 'Casa',
  comida: 'Alimentação',
  comunidade: 'Comunidade',
  cuidados: 'Cuidados',
  dicas: 'Dicas',
  sustentabilidade: 'Sustentabilidade',
  tecnologia: 'Tecnologia',
  utilidades: 'Utilidades',
}

export const ARTICLE_CATEGORIES = ['estilo-de-vida', 'negocios', 'organicos', 'saude'] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

export const ARTICLE_CATEGORY_NAMES: Record<ArticleCategory, string> = {
  'estilo-de-vida': 'Estilo de vida',
  negocios: 'Negócios',
  organicos: 'Orgânicos',
  saude: 'Saúde',
}

export interface Article {
  slug: string
  title: string
  author: string
  /** ISO date. */
  date: string
  excerpt: string
  content: string[]
  imageUrl: string
  imageAlt: string
  tags: Tag[]
  category?: ArticleCategory
}

const img = (name: string) => `/images/informativos/${name}.svg`

export const ARTICLES: Article[] = [
  {
    slug: 'horta-organica-em-pequenos-espacos',
    title: 'Como montar uma horta orgânica em pequenos espaços',
    author: 'Equipe Campo Solidário',
    date: '2024-01-26',
    excerpt:
      'Canteiros elevados, vasos e boa terra: um passo a passo para colher verduras sem veneno mesmo em um quintal pequeno.',
    content: [
      'Uma horta orgânica começa pelo solo. Misture terra de barranco, composto curtido e um pouco de areia até a terra ficar solta e escura. Se o terreno for pequeno ou encharcar na chuva, monte canteiros elevados de 1 metro de largura: dá para trabalhar dos dois lados sem pisar na terra.',
      'Escolha um lugar com pelo menos cinco horas de sol por dia e água perto. Comece com o que a família mais come e cresce rápido — alface, rúcula, cebolinha, coentro e couve — e plante um pouco a cada quinze dias, para colher sempre.',
      'Cubra o solo com palha seca: ela segura a umidade, evita o mato e vira adubo. Plantas como manjericão, cravo-de-defunto e capuchinha entre os canteiros atraem insetos que ajudam e afastam pragas, sem precisar de veneno.',
      'Quando sobrar produção, anuncie no Campo Solidário: verdura fresca e sem agrotóxico tem procura certa nas feiras e na vizinhança.',
    ],
    imageUrl: img('horta'),
    imageAlt: 'Canteiros de hortaliças verdes sob o sol',
    tags: ['agricultura', 'dicas'],
    category: 'organicos',
  },
  {
    slug: 'captacao-de-agua-da-chuva',
    title: 'Captação de água da chuva: economia de até 30% na propriedade',
    author: 'Ana Paula Rocha',
    date: '2024-01-22',
    excerpt:
      'Calhas, filtro e cisterna: como guardar a água do telhado para irrigar, dar de beber aos animais e lavar o terreiro.',
    content: [
      'Um telhado de 100 m² recolhe cerca de 100 litros de água para cada milímetro de chuva. Em uma região com 1.200 mm por ano, são mais de 100 mil litros que hoje escorrem pelo chão.',
      'O sistema básico tem calhas, um desviador das primeiras águas (que lavam o telhado e trazem sujeira), uma tela contra folhas e uma cisterna fechada, protegida da luz para não criar limo nem mosquito.',
      'Com essa água é possível irrigar a horta, lavar equipamentos e abastecer bebedouros. Famílias que adotaram a cisterna relatam economia de até 30% na água tratada ou bombeada do poço.',
      'Programas estaduais e cooperativas costumam ajudar com o material. Antes de construir, calcule o consumo da propriedade e converse com a assistência técnica do seu município.',
    ],
    imageUrl: img('agua'),
    imageAlt: 'Cisterna ao lado de uma casa de roça com calhas no telhado',
    tags: ['sustentabilidade', 'utilidades'],
    category: 'estilo-de-vida',
  },
  {
    slug: 'frete-solidario-dividir-transporte',
    title: 'Frete solidário: como dividir o transporte com os vizinhos',
    author: 'Carlos Henrique Lima',
    date: '2024-01-18',
    excerpt:
      'Quem produz pouco paga caro para levar a colheita até a cidade. Dividir a carga muda a conta — e o Campo Solidário ajuda a combinar.',
    content: [
      'O frete é, muitas vezes, o maior custo de quem vende pouco volume. Uma caminhonete que desce a serra com meia carga custa quase o mesmo que uma cheia.',
      'No frete solidário, produtores da mesma região combinam o dia e dividem a viagem: cada um paga pela parte da carroceria que usa. Quem tem o veículo ganha um complemento de renda; quem não tem, chega ao mercado por um preço justo.',
      'Para dar certo: combinem horário e ponto de encontro, usem caixas padronizadas e identificadas com o nome de cada produtor, e anotem o que cada um embarcou. Um grupo de mensagens ajuda a avisar quando sobra espaço.',
      'Publique no Campo Solidário, na categoria Comunidade, o trajeto e os dias da sua viagem. Os anúncios aparecem no mapa do Frete Solidário para quem está perto.',
    ],
    imageUrl: img('frete'),
    imageAlt: 'Caminhonete carregada de caixas de produtos numa estrada de terra',
    tags: ['comunidade', 'utilidades'],
    category: 'negocios',
  },
  {
    slug: 'plantas-medicinais-no-quintal',
    title: 'Plantas medicinais que não podem faltar no quintal',
    author: 'Dra. Luiza Fernandes',
    date: '2024-01-15',
    excerpt: 'Erva-cidreira, hortelã, boldo e calêndula: para que servem, como cultivar e os cuidados no preparo dos chás.',
    content: [
      'Plantas medicinais fazem parte da cultura da roça e ajudam em pequenos incômodos. Erva-cidreira e capim-limão acalmam; hortelã e boldo ajudam na digestão; calêndula, em pomadas, cuida de pequenas irritações da pele.',
      'Cultive em canteiro próprio, longe de onde se aplica qualquer produto químico. Colha pela manhã, depois que o orvalho secar, e seque à sombra em lugar arejado.',
      'Chá se prepara por infusão: água quente sobre as folhas, tampe e espere dez minutos. Não ferva folhas delicadas. Grávidas, crianças pequenas e quem usa remédio contínuo devem conversar com o posto de saúde antes de usar.',
      'Planta medicinal não substitui consulta: febre alta, dor forte ou sintomas que não passam pedem atendimento.',
    ],
    imageUrl: img('ervas'),
    imageAlt: 'Vasos com ervas medicinais e uma xícara de chá',
    tags: ['cuidados', 'casa'],
    category: 'saude',
  },
  {
    slug: 'vender-pelo-celular',
    title: 'Vender pelo celular: fotos e descrições que atraem compradores',
    author: 'Equipe Campo Solidário',
    date: '2024-01-10',
    excerpt: 'Luz natural, fundo limpo e informação clara: o que faz um anúncio de produto da roça vender mais rápido.',
    content: [
      'A foto é a primeira coisa que o comprador vê. Fotografe de manhã ou no fim da tarde, com luz natural, sobre um fundo simples — uma mesa de madeira ou um pano liso. Mostre o produto inteiro e, se possível, uma foto de perto.',
      'No título, diga o que é, a quantidade e a variedade: "Feijão carioca novo, saca de 30 kg" vende mais que "Feijão". Na descrição, conte como foi produzido, a data da colheita e como é a entrega.',
      'Preço claro evita conversa perdida. Se o valor depende da quantidade, escreva "a combinar" e explique na descrição. Responda rápido: quem pergunta pelo WhatsApp costuma comprar de quem responde primeiro.',
      'O Campo Solidário comprime as fotos antes de enviar, então mesmo com sinal fraco o anúncio sobe — e, sem sinal nenhum, ele fica guardado e é publicado quando a conexão voltar.',
    ],
    imageUrl: img('celular'),
    imageAlt: 'Mão segurando um celular fotografando uma cesta de legumes',
    tags: ['tecnologia', 'dicas'],
    category: 'negocios',
  },
  {
    slug: 'receitas-da-estacao',
    title: 'Comida da estação: receitas com o que a roça dá em janeiro',
    author: 'Dona Cida Moreira',
    date: '2024-01-05',
    excerpt: 'Milho verde, quiabo, abóbora e manga: receitas simples para aproveitar a safra do verão sem desperdício.',
    content: [
      'Janeiro é tempo de milho verde. Além da pamonha e do curau, o milho ralado vira um bolo de liquidificador com ovos, leite, açúcar e um pouco de fubá. O sabugo cozido dá um caldo ótimo para sopas.',
      'Quiabo fica sem baba quando refogado em fogo alto, em panela aberta, com um fio de limão. Abóbora madura rende doce em pedaços, purê e até pão, misturada à massa.',
      'Com a fartura de manga, faça polpa: descasque, bata, coe e congele em saquinhos de 500 g. Dura até seis meses e vira suco, doce e sorvete na entressafra.',
      'Aproveitar tudo é economia e respeito ao trabalho de quem planta: cascas e talos vão para a composteira e voltam para a horta como adubo.',
    ],
    imageUrl: img('cozinha'),
    imageAlt: 'Mesa com milho verde, abóbora, quiabo e mangas',
    tags: ['comida', 'casa'],
    category: 'estilo-de-vida',
  },
  {
    slug: 'compostagem-domestica',
    title: 'Compostagem doméstica passo a passo',
    author: 'Ana Paula Rocha',
    date: '2023-12-20',
    excerpt: 'Restos de cozinha viram adubo em três meses: a receita de camadas verdes e marrons que não cheira mal.',
    content: [
      'A composteira precisa de duas coisas em equilíbrio: material verde (cascas, restos de verdura, borra de café) e material marrom (folhas secas, palha, serragem sem tinta). Para cada balde de verde, coloque dois de marrom.',
      'Monte em camadas, sempre terminando com marrom por cima, e revire a cada semana. A umidade certa é a de uma esponja espremida: se escorrer água, falta marrom; se estiver seco, regue um pouco.',
      'Evite carnes, laticínios e gordura, que atraem bichos. Em cerca de três meses, o composto fica escuro e com cheiro de terra de mata — pronto para a horta e os vasos.',
    ],
    imageUrl: img('composto'),
    imageAlt: 'Caixas de compostagem com folhas secas e restos de vegetais',
    tags: ['sustentabilidade', 'casa'],
    category: 'estilo-de-vida',
  },
  {
    slug: 'feiras-e-mutiroes',
    title: 'Feiras e mutirões: a força da comunidade rural',
    author: 'Carlos Henrique Lima',
    date: '2023-12-14',
    excerpt: 'Como organizar uma feira de produtores e um mutirão de colheita que funcionem para todos.',
    content: [
      'Feira de produtor dá certo quando tem regularidade: mesmo dia, mesmo horário, mesmo lugar. O freguês se acostuma e volta. Combine com a prefeitura ou a associação o espaço e a limpeza.',
      'Mutirão é a tradição de juntar vizinhos para um trabalho grande — colheita, construção de cisterna, limpeza de estrada. Quem recebe o mutirão oferece a comida e se compromete a ajudar no próximo.',
      'Anuncie feiras e mutirões no Campo Solidário, na categoria Comunidade: o anúncio aparece no mapa e quem mora perto fica sabendo.',
    ],
    imageUrl: img('feira'),
    imageAlt: 'Barracas de feira com frutas e verduras e pessoas conversando',
    tags: ['comunidade', 'comida'],
    category: 'estilo-de-vida',
  },
  {
    slug: 'controle-natural-de-pragas',
    title: 'Controle natural de pragas na lavoura',
    author: 'Eng. Agr. Roberto Nascimento',
    date: '2023-12-06',
    excerpt: 'Caldas caseiras, armadilhas e inimigos naturais para proteger a plantação gastando pouco.',
    content: [
      'Antes de combater, observe: muitos insetos na lavoura são aliados. Joaninhas comem pulgões; vespinhas parasitam lagartas. Aplicar veneno mata os dois lados e a praga volta mais forte.',
      'Caldas caseiras ajudam nos casos leves: calda de fumo para pulgão, calda bordalesa para fungos, extrato de nim para lagartas. Aplique no fim da tarde e use luvas e máscara mesmo sendo produto natural.',
      'Armadilhas amarelas com cola capturam mosca-branca; garrafas com isca de fruta pegam a mosca-das-frutas. Rotação de culturas e plantio diversificado são a melhor prevenção.',
    ],
    imageUrl: img('lavoura'),
    imageAlt: 'Folha de planta com uma joaninha',
    tags: ['agricultura', 'cuidados'],
  },
  {
    slug: 'armazenar-graos-sem-caruncho',
    title: 'Como armazenar feijão e milho sem caruncho',
    author: 'João Batista Pereira',
    date: '2023-11-28',
    excerpt: 'Secagem certa, garrafas bem fechadas e folhas de louro: o método que guarda a safra por meses.',
    content: [
      'O segredo está na secagem: o grão deve estalar ao ser mordido. Grão úmido embolora e atrai caruncho. Seque ao sol, em lona, revirando, por dois ou três dias.',
      'Guarde em garrafas PET bem limpas e secas, cheias até a boca, com algumas folhas de louro. Sem ar, o caruncho não se desenvolve. Para volumes maiores, use bombonas com tampa de rosca.',
      'Anote a data da colheita em cada recipiente e consuma primeiro o mais antigo. Assim o feijão da família dura até a próxima safra.',
    ],
    imageUrl: img('graos'),
    imageAlt: 'Garrafas transparentes cheias de feijão e milho',
    tags: ['comida', 'dicas'],
  },
  {
    slug: 'energia-solar-na-roca',
    title: 'Energia solar na roça: vale a pena?',
    author: 'Eng. Agr. Roberto Nascimento',
    date: '2023-11-20',
    excerpt: 'Bombas de água, cercas elétricas e geladeiras movidas a sol: quanto custa e quando compensa.',
    content: [
      'Na propriedade rural, o sol já resolve tarefas que antes dependiam da rede: bombear água para o bebedouro, alimentar cerca elétrica, iluminar o galinheiro e carregar o celular.',
      'Um kit de bomba solar pequeno, com placa de 150 W, eleva alguns milhares de litros por dia e se paga em poucos anos onde a rede não chega. Para a casa toda, o sistema conectado à rede reduz a conta e tem linhas de crédito rural específicas.',
      'Antes de comprar, peça orçamento a mais de uma empresa, confira a garantia das placas e do inversor e prefira instaladores da região, que voltam quando precisar.',
    ],
    imageUrl: img('solar'),
    imageAlt: 'Placas solares ao lado de um curral sob o sol forte',
    tags: ['tecnologia', 'sustentabilidade'],
  },
  {
    slug: 'manutencao-de-ferramentas',
    title: 'Ferramentas que duram: manutenção simples',
    author: 'Equipe Campo Solidário',
    date: '2023-11-10',
    excerpt: 'Limpar, afiar e guardar: cuidados de dez minutos que poupam dinheiro na enxada, no facão e na roçadeira.',
    content: [
      'Depois do uso, tire a terra da ferramenta e passe um pano com um pouco de óleo usado: isso evita a ferrugem. Guarde penduradas, em lugar seco, com as lâminas protegidas.',
      'Enxada e facão afiados cansam menos o braço. Use lima chata, sempre no mesmo ângulo do fio original. Cabos rachados devem ser trocados antes de causar acidente.',
      'Na roçadeira, limpe o filtro de ar a cada dia de trabalho e use a mistura de combustível certa. Ferramenta parada que não se usa pode ser anunciada no Campo Solidário, na categoria Utilidades.',
    ],
    imageUrl: img('ferramentas'),
    imageAlt: 'Enxada, facão e lima sobre uma bancada de madeira',
    tags: ['utilidades', 'agricultura'],
  },
  {
    slug: 'protecao-solar-trabalho-rural',
    title: 'Sol forte no trabalho rural: como se proteger',
    author: 'Dra. Luiza Fernandes',
    date: '2023-10-30',
    excerpt: 'Chapéu, manga comprida, água e horário certo: cuidados que evitam insolação e câncer de pele.',
    content: [
      'Quem trabalha na roça recebe muito mais sol que quem trabalha na cidade. Chapéu de aba larga, camisa de manga comprida e calça leve são a primeira proteção. Protetor solar no rosto, orelhas e pescoço completa.',
      'Beba água antes de sentir sede e leve garrafa para a lavoura. Nos dias mais quentes, faça o trabalho pesado de manhã cedo e no fim da tarde.',
      'Mancha na pele que muda de cor, cresce ou sangra precisa ser vista no posto de saúde. O cuidado com quem trabalha é cuidado com a comunidade inteira.',
    ],
    imageUrl: img('chapeu'),
    imageAlt: 'Trabalhador rural de chapéu de palha na plantação',
    tags: ['cuidados', 'comunidade'],
  },
  {
    slug: 'aplicativos-de-previsao-do-tempo',
    title: 'Previsão do tempo no celular para planejar o plantio',
    author: 'Equipe Campo Solidário',
    date: '2023-10-18',
    excerpt: 'Como ler a previsão de chuva e os alertas do Inmet para decidir a hora de plantar, pulverizar e colher.',
    content: [
      'A previsão de chuva em milímetros diz mais que o "vai chover": 5 mm molham a superfície, 20 mm já encharcam o canteiro. Planeje o plantio para antes de uma sequência de dias com chuva moderada.',
      'Para pulverizar, procure janelas sem chuva por pelo menos seis horas e com pouco vento. Os alertas do Inmet avisam tempestades e geadas com antecedência.',
      'Anote na caderneta da propriedade a chuva de cada dia com um pluviômetro simples: depois de uma safra, você conhece melhor o seu terreno do que qualquer aplicativo.',
    ],
    imageUrl: img('clima'),
    imageAlt: 'Nuvens de chuva sobre uma plantação e um celular com a previsão',
    tags: ['tecnologia'],
  },
]

export function articleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug)
}

export function articlesWithTag(tag: Tag): Article[] {
  return ARTICLES.filter((a) => a.tags.includes(tag))
}

export function articlesInCategory(category: ArticleCategory): Article[] {
  return ARTICLES.filter((a) => a.category === category)
}

export function isTag(value: string): value is Tag {
  return (TAGS as readonly string[]).includes(value)
}

export function isArticleCategory(value: string): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value)
}
