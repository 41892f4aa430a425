import type { Coordinates, Endereco } from '@/lib/server/geocode'
import type { SmallerSize } from '@/lib/media/smaller-photo'
import type { OutboxItem } from '../store/outbox-item'
import type { FileLedger } from './resumable-upload'

// What the sync's senders may use besides Supabase: the browser's geocoder and canvas.

export interface SenderOptions {
  /** Looks a place up when it is sent (an ad, a trip's stops); null leaves it off the map, never blocks it. */
  geocode?: (endereco: Endereco) => Promise<Coordinates | null>
  /**
   * Makes a photo's smaller versions, for cards and for a phone's screen (the browser's canvas:
   * lib/media/smaller-photo.ts). Without it, or when it fails, only the large photo is stored and the
   * screens show that one.
   */
  smallerPhoto?: (photo: Blob, size: SmallerSize) => Promise<Blob>
  /** The item's ledger of files, kept on the phone (engine/file-ledger.ts); without it, only for this attempt. */
  ledgerFor?: (item: OutboxItem) => FileLedger
}
