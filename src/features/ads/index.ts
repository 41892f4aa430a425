// Pieces every ad screen shares: cards, photos, status badges and the categories.
export { AdCard } from './AdCard'
export { AdGrid } from './AdGrid'
export { AdPhoto, usePhotoSrc } from './AdPhoto'
export { PendingBadge } from './PendingBadge'
export { StatusBadge } from './StatusBadge'
export { CATEGORIAS, CATEGORIAS_DO_FORMULARIO, isCategoria, nomeDaCategoria, type Categoria } from './categorias'
