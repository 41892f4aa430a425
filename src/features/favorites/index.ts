export { FavoriteButton } from './FavoriteButton'
export { FavoritesPage } from './FavoritesPage'
