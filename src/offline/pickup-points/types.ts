import type { Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

export const PICKUP_POINT_COLUMNS = 'id, user_id, nome, local, cidade, uf, quando, latitude, longitude, created_at'

/** A seller's pickup point (public as the seller is): where and when a buyer collects. */
export type CachedPickupPoint = Pick<Tables<'pontos_de_retirada'>, ColumnsOf<typeof PICKUP_POINT_COLUMNS>>

/** What the seller types of a point (its place is looked up when it is sent). */
export type PickupPointFields = Pick<CachedPickupPoint, 'nome' | 'local' | 'cidade' | 'uf' | 'quando'>

export type { PickupPointChange } from './changes'
