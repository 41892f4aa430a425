// The one-off job that gives the photos published before screen versions existed theirs (issue
// 76): for every ad photo in the `imagens` bucket without a `.screen.webp` beside it, the photo is
// read, reduced to 800 px on its long edge (WebP, the quality the phone uses: lib/media/smaller-photo.ts)
// and stored beside it. Safe to run again and to stop midway: what has a screen version is skipped.
// Until it has run, the app shows such a photo's large version (AdPhoto's fallback).
//   SUPABASE_URL=https://<project>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run job:screen-photos
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { SCREEN_PHOTO_EDGE, screenPhotoPath } from '../src/lib/media/photo-size.ts'
import { serviceRoleClient, serviceRoleFromEnv } from './service-role-job.ts'

const BUCKET = 'imagens'
/** The screen version's WebP quality, as lib/media/smaller-photo.ts asks the browser's canvas (0.85). */
const QUALITY = 85

export interface JobReport {
  made: number
  skipped: number
  failed: Array<{ path: string; reason: string }>
}

/** Makes each missing screen version; answers what it made, what already had one and what failed (with why). */
export async function makeMissingScreenPhotos(url: string, serviceRoleKey: string): Promise<JobReport> {
  const supabase = serviceRoleClient(url, serviceRoleKey)
  const report: JobReport = { made: 0, skipped: 0, failed: [] }
  for (let from = 0; ; from += 500) {
    const { data: ads, error } = await supabase
      .from('anuncios')
      .select('id, imagens')
      .order('id')
      .range(from, from + 499)
    if (error) throw new Error(`Reading the ads failed: ${error.message}`)
    for (const ad of ads) await screenVersionsOf(supabase, ad.imagens as string[], report)
    if (ads.length < 500) return report
  }
}

async function screenVersionsOf(supabase: SupabaseClient, paths: string[], report: JobReport) {
  const folders = new Map<string, Set<string>>()
  for (const path of paths) {
    const folder = path.slice(0, path.lastIndexOf('/'))
    if (!folders.has(folder)) {
      const { data, error } = await supabase.storage.from(BUCKET).list(folder, { limit: 1000 })
      if (error) {
        report.failed.push({ path, reason: `listing ${folder}: ${error.message}` })
        continue
      }
      folders.set(folder, new Set(data.map((file) => `${folder}/${file.name}`)))
    }
    const present = folders.get(folder)!
    const screen = screenPhotoPath(path)
    if (present.has(screen)) {
      report.skipped++
      continue
    }
    const large = await supabase.storage.from(BUCKET).download(path)
    if (large.error) {
      report.failed.push({ path, reason: `reading it: ${large.error.message}` })
      continue
    }
    const smaller = await sharp(Buffer.from(await large.data.arrayBuffer()))
      .rotate()
      .resize(SCREEN_PHOTO_EDGE, SCREEN_PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer()
      .catch((error: Error) => error)
    if (smaller instanceof Error) {
      report.failed.push({ path, reason: `reducing it: ${smaller.message}` })
      continue
    }
    const stored = await supabase.storage.from(BUCKET).upload(screen, smaller, { contentType: 'image/webp', upsert: true })
    if (stored.error) report.failed.push({ path, reason: `storing ${screen}: ${stored.error.message}` })
    else report.made++
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, key } = serviceRoleFromEnv()
  const report = await makeMissingScreenPhotos(url, key)
  console.log(`Screen versions: ${report.made} made, ${report.skipped} already there, ${report.failed.length} failed.`)
  for (const { path, reason } of report.failed) console.log(`  ${path}: ${reason}`)
  process.exit(report.failed.length > 0 ? 1 : 0)
}
