export { favoriteAction, FavoriteButton } from './FavoriteButton'
export { FavoritesPage } from './FavoritesPage'
