// Pieces every ad screen shares: cards, photos, the favourites' heart, status badges (Reservado too)
// and the categories. Types only from the offline layer: every first screen loads this, and a value
// import would bring the phone's database with it.
export { AdGrid } from './AdGrid'
export { AdGridSkeleton } from './AdGridSkeleton'
export { AdPhoto, usePhotoSrc } from './AdPhoto'
export { PendingBadge } from './PendingBadge'
export { StatusBadge } from './StatusBadge'
export { SoldOutBadge } from './SoldOutBadge'
export { ReservedBadge } from './ReservedBadge'
export { adShared } from './ad-shared'
