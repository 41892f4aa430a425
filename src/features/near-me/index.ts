// "Perto de mim": choosing a place (the phone's position or a city) and a radius, kept in the URL.
export { LazyNearMeControl as NearMeControl } from './LazyNearMeControl'
export { useNearFromSearch, type NearFromUrl } from './use-near-search'
export { WiderRadiusButton } from './WiderRadiusButton'
