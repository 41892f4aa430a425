// The demo ads' pictures: drawn by the repo (illustrations/), rendered to WebP with sharp
// in the three sizes the app uses (large for the full-screen view, screen for a 2× phone, small for cards) and uploaded through the
// Storage API like a producer's photos — so newcomers see a real marketplace and the speed
// measurements include pictures. A few demo ads keep no photo, to show the category pictures.
import { createClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import WebSocket from 'ws'
import { illustration, motifFor, CATEGORY_HUES } from '../illustrations/motifs.ts'
import { numberedPhotoPath } from '../src/offline/tools.ts'
import { screenPhotoPath } from '../src/lib/media/photo-size.ts'
import { cardPhotoPath } from '../src/lib/server/storage-url.ts'

/** The seed's ads (supabase/seed.sql) are numbered in the last part of their id. */
const SEED_AD = /^a0000000-0000-4000-8000-(\d{12})$/
/** Every sixth demo ad has no photo. */
const withoutPhoto = (n: number) => n % 6 === 0

export const LARGE = { width: 1200, height: 800, quality: 78 }
export const SCREEN = { width: 800, height: 533, quality: 78 }
export const CARD = { width: 480, height: 320, quality: 62 }

/**
 * A film grain over the drawing: flat vector colours would compress to a few kilobytes, far from
 * what a phone's photo weighs, and the speed measurements would flatter the app.
 */
const grains = new Map<number, Promise<Buffer>>()
function grain(width: number, height: number): Promise<Buffer> {
  if (!grains.has(width)) {
    const pixels = Buffer.alloc(width * height)
    for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((Math.random() - 0.5) * 70)
    grains.set(
      width,
      sharp(pixels, { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer(),
    )
  }
  return grains.get(width)!
}

export async function renderDemoPhoto(titulo: string, categoria: string, size: typeof LARGE): Promise<Buffer> {
  const svg = illustration(motifFor(titulo, categoria), CATEGORY_HUES[categoria] ?? 90)
  return sharp(Buffer.from(svg))
    .resize(size.width, size.height)
    .composite([{ input: await grain(size.width, size.height), blend: 'soft-light' }])
    .webp({ quality: size.quality })
    .toBuffer()
}

/**
 * Gives the demo ads their pictures, once: does nothing when any demo ad already has one (a
 * restart, or demo data someone edited). Answers how many ads got a picture.
 */
export async function seedDemoPhotos(url: string, serviceRoleKey: string): Promise<number> {
  const supabase = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  const { data, error } = await supabase.from('anuncios').select('id, titulo, categoria, user_id, imagens')
  if (error) throw new Error(`Reading the demo ads failed: ${error.message}`)
  const demo = data.flatMap((ad) => {
    const match = SEED_AD.exec(ad.id)
    return match ? [{ ...ad, n: Number(match[1]) }] : []
  })
  if (demo.some((ad) => ad.imagens.length > 0)) return 0
  const toDraw = demo.filter((ad) => !withoutPhoto(ad.n))
  for (const ad of toDraw) {
    const path = numberedPhotoPath(ad.user_id, ad.id, 0)
    for (const [file, size] of [
      [path, LARGE],
      [screenPhotoPath(path), SCREEN],
      [cardPhotoPath(path), CARD],
    ] as const) {
      const upload = await supabase.storage
        .from('imagens')
        .upload(file, await renderDemoPhoto(ad.titulo, ad.categoria, size), { upsert: true, contentType: 'image/webp' })
      if (upload.error) throw new Error(`Uploading ${file} failed: ${upload.error.message}`)
    }
    const update = await supabase
      .from('anuncios')
      .update({ imagens: [path] })
      .eq('id', ad.id)
    if (update.error) throw new Error(`Saving the photo of ${ad.id} failed: ${update.error.message}`)
  }
  return toDraw.length
}
