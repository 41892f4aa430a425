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
import { AD_CATEGORIES, adCategoryName, type AdCategory } from '@/lib/rules/ad-categories'

// The home page's category tiles: the ad categories, then "Ver Tudo". Icons ship with the app
// (emoji depend on the phone's fonts).
const ICONES: Record<AdCategory, Icon> = {
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

export const CATEGORY_TILES = AD_CATEGORIES.map((categoria) => ({
  categoria,
  nome: adCategoryName(categoria),
  icone: ICONES[categoria],
}))
