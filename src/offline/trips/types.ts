import { Constants, type Enums, type Tables } from '@/lib/database.types'
import type { ColumnsOf } from '../store/columns'

/** A stop of a trip's route (viagens.paradas), origin first and destination last. */
// (A type, not an interface: it must fit the generated Json type of the column.)
export type Parada = {
  cidade: string
  uf: string
  /** Where loads are picked up or dropped there. */
  local?: string
  latitude?: number
  longitude?: number
}

/** The columns of a trip anyone may read (its owner's phone is not among them). */
export const TRIP_COLUMNS =
  'id, user_id, user_name, paradas, origem_cidade, origem_uf, destino_cidade, destino_uf, data, hora, veiculo, capacidade_kg, carga_propria_kg, custo_total, refrigerada, observacoes, status, carga_por_trecho, kg_reservados, created_at, updated_at'

export type TripRow = Pick<Tables<'viagens'>, ColumnsOf<typeof TRIP_COLUMNS>>

/** The statuses this version of the app knows (the database's enums when it was built). */
export const TRIP_STATUSES = Constants.public.Enums.status_da_viagem
export type TripStatus = Enums<'status_da_viagem'>
/** The statuses of a trip anyone may see (the Frete Solidário list); the rest are its people's alone. */
export const PUBLIC_TRIP_STATUSES = ['aberta', 'lotada'] as const satisfies readonly TripStatus[]
/** Whether anyone may see a trip with this status. */
export const isPublicTrip = (status: TripStatus) => (PUBLIC_TRIP_STATUSES as readonly TripStatus[]).includes(status)

/** A trip as the server has it (or as the phone made it, while `pending`). */
export type CachedTrip = Omit<TripRow, 'paradas' | 'updated_at'> & {
  paradas: Parada[]
  updated_at?: string
  pending?: boolean
  cachedAt: number
}

export const RESERVATION_COLUMNS =
  'id, viagem_id, user_id, user_name, kg, parada_inicio, parada_fim, carga, anuncio_id, contato, status, decidida_em, created_at'

export const RESERVATION_STATUSES = Constants.public.Enums.status_da_reserva
export type ReservationStatus = Enums<'status_da_reserva'>

/** A reservation the person made, or one made on their trip (nobody else's reach the phone). */
export type CachedReservation = Pick<Tables<'reservas'>, ColumnsOf<typeof RESERVATION_COLUMNS>> & { pending?: boolean }

export type { TripChange } from './changes'
