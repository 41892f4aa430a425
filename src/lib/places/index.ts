export * from './near'
export { distanceKm, distanceLabel } from './distance'
