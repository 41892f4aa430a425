// The job that removes the ads' files no ad points at (issue 75): a photo (with its card and
// screen versions) under `imagens/anuncios/<seller>/<ad>/` or a spoken description under
// `descricoes-em-audio/<seller>/<ad>/` that no row of `anuncios` names — left by an edit whose
// answer was lost after its photos went up, a publication never written, an ad deleted while its
// removal of files failed. Only files older than the grace (lib/rules/unreferenced-files.ts: a phone may
// hold a publication whose photos went up days before its row). Through the Storage API with the
// service role: Supabase refuses deletes from storage.objects in SQL. Run daily:
//   SUPABASE_URL=https://<project>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run job:unreferenced-files
import type { SupabaseClient } from '@supabase/supabase-js'
import { photoPathOf, type PhotoSize } from '../src/lib/media/photo-size.ts'
import { UNREFERENCED_FILE_GRACE_MS } from '../src/lib/rules/unreferenced-files.ts'
import { serviceRoleClient, serviceRoleFromEnv } from './service-role-job.ts'

/** Where the ads' files live: a bucket, and the folder holding one folder per seller, one per ad inside. */
const PLACES = [
  { bucket: 'imagens', root: 'anuncios' },
  { bucket: 'descricoes-em-audio', root: '' },
] as const
const PHOTO_SIZES: PhotoSize[] = ['large', 'screen', 'card']
const PAGE = 1000

export interface UnreferencedFilesReport {
  /** "bucket/path" of each file removed. */
  removed: string[]
  /** Files no ad points at, kept because they are younger than the grace. */
  tooRecent: number
  failed: Array<{ path: string; reason: string }>
}

interface StoredEntry {
  name: string
  id: string | null
  created_at: string | null
}

/** Removes what no ad points at and is older than the grace; answers what it removed, kept and could not do. */
export async function removeUnreferencedFiles(
  url: string,
  serviceRoleKey: string,
  now = Date.now(),
): Promise<UnreferencedFilesReport> {
  const supabase = serviceRoleClient(url, serviceRoleKey)
  // The files are listed before the ads are read: a file stored after the listing is not judged,
  // and one an ad came to name during it is in the ads read after.
  const listed = await Promise.all(PLACES.map((place) => filesUnder(supabase, place.bucket, place.root)))
  const named = await filesTheAdsName(supabase)
  const report: UnreferencedFilesReport = { removed: [], tooRecent: 0, failed: [] }
  for (const [index, { bucket }] of PLACES.entries()) {
    const unreferenced = listed[index].filter((file) => !named.has(`${bucket}/${file.path}`))
    const old = unreferenced.filter((file) => now - Date.parse(file.createdAt) >= UNREFERENCED_FILE_GRACE_MS)
    report.tooRecent += unreferenced.length - old.length
    for (let from = 0; from < old.length; from += PAGE) {
      const paths = old.slice(from, from + PAGE).map((file) => file.path)
      const { error } = await supabase.storage.from(bucket).remove(paths)
      if (error) report.failed.push(...paths.map((path) => ({ path: `${bucket}/${path}`, reason: error.message })))
      else report.removed.push(...paths.map((path) => `${bucket}/${path}`))
    }
  }
  return report
}

/** Every file an ad names, as "bucket/path": its photos in each size and its spoken description. */
async function filesTheAdsName(supabase: SupabaseClient): Promise<Set<string>> {
  const named = new Set<string>()
  for (let from = 0; ; from += PAGE) {
    const { data: ads, error } = await supabase
      .from('anuncios')
      .select('id, imagens, audio_caminho')
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) throw new Error(`Reading the ads failed: ${error.message}`)
    for (const ad of ads as Array<{ imagens: string[] | null; audio_caminho: string | null }>) {
      for (const photo of ad.imagens ?? []) for (const size of PHOTO_SIZES) named.add(`imagens/${photoPathOf(photo, size)}`)
      if (ad.audio_caminho) named.add(`descricoes-em-audio/${ad.audio_caminho}`)
    }
    if (ads.length < PAGE) return named
  }
}

/** The files two folders below `root` (seller, then ad), with when each was stored. */
async function filesUnder(supabase: SupabaseClient, bucket: string, root: string) {
  const files: Array<{ path: string; createdAt: string }> = []
  const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name)
  for (const seller of await entries(supabase, bucket, root)) {
    if (seller.id !== null) continue
    for (const ad of await entries(supabase, bucket, join(root, seller.name))) {
      if (ad.id !== null) continue
      const folder = join(join(root, seller.name), ad.name)
      for (const file of await entries(supabase, bucket, folder)) {
        if (file.id !== null && file.created_at) files.push({ path: join(folder, file.name), createdAt: file.created_at })
      }
    }
  }
  return files
}

/** One folder's entries, page by page (folders have no id). */
async function entries(supabase: SupabaseClient, bucket: string, folder: string): Promise<StoredEntry[]> {
  const all: StoredEntry[] = []
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await supabase.storage.from(bucket).list(folder, { limit: PAGE, offset })
    if (error) throw new Error(`Listing ${bucket}/${folder} failed: ${error.message}`)
    all.push(...(data as StoredEntry[]))
    if (data.length < PAGE) return all
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, key } = serviceRoleFromEnv()
  const report = await removeUnreferencedFiles(url, key)
  console.log(
    `Files no ad points at: ${report.removed.length} removed, ${report.tooRecent} kept (younger than the grace), ${report.failed.length} failed.`,
  )
  for (const { path, reason } of report.failed) console.log(`  ${path}: ${reason}`)
  process.exit(report.failed.length > 0 ? 1 : 0)
}
