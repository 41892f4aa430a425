// Pieces every ad screen shares: cards, photos, the favourites' heart, status badges and the categories.
export { AdGrid } from './AdGrid'
export { AdGridSkeleton } from './AdGridSkeleton'
export { AdPhoto, usePhotoSrc } from './AdPhoto'
export { PendingBadge } from './PendingBadge'
export { StatusBadge } from './StatusBadge'
export { SoldOutBadge } from './SoldOutBadge'
export { adShared } from './ad-shared'
