// npm run bench:photos — what each photo size loses where it is drawn (issues 74 and 76). Camera-
// like photos (4000 × 3000 with the spectrum of natural scenes: noise summed over octaves down to
// the pixel, each coarser one stronger, so the texture is scale-free as in a field or a crate of
// fruit; tuned so the form reduces them to 350–400 KB, as it did real camera photos of 3.1 MB) are reduced as the publish form does (longest edge, then WebP at the highest quality that
// fits the weight: browser-image-compression's rule, encoded here with sharp's libwebp as the
// browser's is), and their smaller versions made from that as the phone makes them. Each is drawn
// where a 360 px phone at DPR 2 draws it — the gallery 720 device px wide, the full-screen view of
// a phone held sideways 1480 — and compared with the camera's photo drawn the same size (PSNR in
// dB over RGB, and SSIM on luma: 11-px Gaussian windows, σ 1.5, Wang et al. 2004). Prints the bytes
// and the losses; 40 dB PSNR / 0.98 SSIM is beyond what the eye tells apart on a phone.
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { renderDemoPhoto } from '../local-supabase/demo-photos.ts'

const { values } = parseArgs({ options: { photos: { type: 'string', default: '6' } } })
const PHOTOS = Number(values.photos)
/** How much weaker each octave is than the next coarser one (natural scenes: about 1/f, with fine texture). */
const FALLOFF = 0.8
const WIDTH = 4000
const HEIGHT = 3000
const LARGE_CANDIDATES = [
  { edge: 1600, kb: 400 },
  { edge: 1280, kb: 300 },
  { edge: 1024, kb: 200 },
]
const VERSIONS = [
  { name: 'small (cards)', edge: 480, quality: 70 },
  { name: 'screen (DPR 2)', edge: 800, quality: 80 },
  { name: 'screen (DPR 2)', edge: 800, quality: 85 },
  { name: 'screen (DPR 2)', edge: 800, quality: 88 },
]
const DRAWN = [
  { name: 'gallery, 360 px at DPR 2', width: 720 },
  { name: 'full screen held sideways, 740 px at DPR 2', width: 1480 },
]

const VS_TODAY = 'gallery at DPR 2, against today’s large photo drawn there'

/** A seeded generator, so every run compares the same photos. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
}

/** Noise over octaves (each twice as coarse and twice as strong), per channel, with a colour cast. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const next = random(seed)
  const layers: Buffer[] = []
  for (let size = 4; size <= HEIGHT; size = size === HEIGHT ? Infinity : Math.min(size * 2, HEIGHT)) {
    const w = Math.round((size * WIDTH) / HEIGHT)
    const pixels = Buffer.alloc(w * size * 3)
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.round(next() * 255)
    layers.push(
      await sharp(pixels, { raw: { width: w, height: size, channels: 3 } })
        .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
        .raw()
        .toBuffer(),
    )
  }
  // Coarse octaves weigh most.
  const sum = new Float32Array(WIDTH * HEIGHT * 3)
  let total = 0
  layers.forEach((layer, octave) => {
    const weight = FALLOFF ** octave
    total += weight
    for (let i = 0; i < sum.length; i++) sum[i] += (layer[i] - 128) * weight
  })
  const cast = [next() * 60 - 30, next() * 60 - 30, next() * 60 - 30]
  const out = Buffer.alloc(sum.length)
  for (let i = 0; i < sum.length; i++) out[i] = Math.max(0, Math.min(255, 128 + cast[i % 3] + (sum[i] / total) * 3))
  return sharp(out, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

/** The form's reduction: the longest edge, then the highest WebP quality (from 85, in steps of 5) that fits. */
async function reduce(photo: Buffer, edge: number, kb: number): Promise<Buffer> {
  const resized = await sharp(photo).resize(edge, edge, { fit: 'inside' }).toBuffer()
  for (let quality = 85; ; quality -= 5) {
    const webp = await sharp(resized).webp({ quality }).toBuffer()
    if (webp.length <= kb * 1024 || quality <= 10) return webp
  }
}

const version = (large: Buffer, edge: number, quality: number) =>
  sharp(large).resize(edge, edge, { fit: 'inside' }).webp({ quality }).toBuffer()

/** `photo` drawn `width` device pixels wide (and as tall as its reference, `height`), as RGB. */
async function drawn(photo: Buffer, width: number, height?: number) {
  const { data, info } = await sharp(photo)
    .resize({ width, height, fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

type Drawn = Awaited<ReturnType<typeof drawn>>

function psnr(a: Drawn, b: Drawn): number {
  let squared = 0
  for (let i = 0; i < a.data.length; i++) squared += (a.data[i] - b.data[i]) ** 2
  return 10 * Math.log10(255 ** 2 / (squared / a.data.length))
}

function luma({ data, width, height }: Drawn): Float32Array {
  const y = new Float32Array(width * height)
  for (let i = 0; i < y.length; i++) y[i] = 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2]
  return y
}

/** A separable Gaussian blur (11 px, σ 1.5), edges clamped. */
function blur(values: Float32Array, width: number, height: number): Float32Array {
  const kernel = Array.from({ length: 11 }, (_, i) => Math.exp(-((i - 5) ** 2) / (2 * 1.5 ** 2)))
  const norm = kernel.reduce((s, k) => s + k, 0)
  const pass = (from: Float32Array, horizontal: boolean) => {
    const to = new Float32Array(from.length)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let s = 0
        for (let k = -5; k <= 5; k++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k))
          s += from[yy * width + xx] * kernel[k + 5]
        }
        to[y * width + x] = s / norm
      }
    return to
  }
  return pass(pass(values, true), false)
}

function ssim(a: Drawn, b: Drawn): number {
  const [x, y] = [luma(a), luma(b)]
  const { width, height } = a
  const product = (p: Float32Array, q: Float32Array) => p.map((v, i) => v * q[i])
  const [mx, my] = [blur(x, width, height), blur(y, width, height)]
  const [xx, yy, xy] = [
    blur(product(x, x), width, height),
    blur(product(y, y), width, height),
    blur(product(x, y), width, height),
  ]
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2]
  let sum = 0
  for (let i = 0; i < x.length; i++) {
    const [vx, vy, cov] = [xx[i] - mx[i] ** 2, yy[i] - my[i] ** 2, xy[i] - mx[i] * my[i]]
    sum += ((2 * mx[i] * my[i] + c1) * (2 * cov + c2)) / ((mx[i] ** 2 + my[i] ** 2 + c1) * (vx + vy + c2))
  }
  return sum / x.length
}

const median = (values: number[]) => [...values].sort((p, q) => p - q)[Math.floor(values.length / 2)]
type Row = { what: string; kb: number[]; losses: Map<string, { psnr: number[]; ssim: number[] }> }
const rows = new Map<string, Row>()
function record(set: string, file: string, bytes: number, where: string, loss: { psnr: number; ssim: number }) {
  const what = `${set}: ${file}`
  const row: Row = rows.get(what) ?? { what, kb: [], losses: new Map() }
  rows.set(what, row)
  if (where === DRAWN[0].name) row.kb.push(bytes / 1024)
  const at = row.losses.get(where) ?? { psnr: [], ssim: [] }
  row.losses.set(where, at)
  at.psnr.push(loss.psnr)
  at.ssim.push(loss.ssim)
}

// Two kinds of picture: the camera-like ones, all fine texture (the worst case for a smaller
// version), and the demo ads' drawings under film grain (flat colour and edges) at 2400 × 1600.
const DEMO = [
  ['Queijo minas curado', 'Comida'],
  ['Mudas de café arábica', 'Plantas'],
  ['Carroça de madeira', 'Ferramentas'],
]
const sources = [
  ...Array.from({ length: PHOTOS }, (_, n) => ({ set: 'camera-like', make: () => cameraPhoto(n + 1) })),
  ...DEMO.map(([titulo, categoria]) => ({
    set: 'drawing',
    make: () => renderDemoPhoto(titulo, categoria, { width: 2400, height: 1600, quality: 95 }),
  })),
]
for (const [n, source] of sources.entries()) {
  const camera = await source.make()
  const references = await Promise.all(DRAWN.map((d) => drawn(camera, d.width)))
  let today: Drawn | undefined
  for (const { edge, kb } of LARGE_CANDIDATES) {
    const large = await reduce(camera, edge, kb)
    const files: Array<[string, Buffer, number[]]> = [[`large ${edge} px / ${kb} KB`, large, [0, 1]]]
    for (const v of VERSIONS)
      files.push([`${v.name} ${v.edge} px q${v.quality}, from large ${edge}/${kb}`, await version(large, v.edge, v.quality), [0]])
    for (const [what, file, where] of files)
      for (const d of where) {
        const shown = await drawn(file, DRAWN[d].width, references[d].height)
        record(source.set, what, file.length, DRAWN[d].name, {
          psnr: psnr(references[d], shown),
          ssim: ssim(references[d], shown),
        })
        if (d !== 0) continue
        // Against today's large photo (1600 px / 400 KB) as the gallery draws it.
        today ??= shown
        if (shown !== today)
          record(source.set, what, file.length, VS_TODAY, { psnr: psnr(today, shown), ssim: ssim(today, shown) })
      }
  }
  process.stderr.write(`picture ${n + 1} of ${sources.length}\n`)
}

console.log(
  `\n${PHOTOS} camera-like photos (4000 × 3000) and ${DEMO.length} drawings (2400 × 1600), each drawn where a 360 px phone at DPR 2 draws it, against the camera's photo drawn the same size, or today's large one (medians; min–max):\n`,
)
console.log('| file | KB | where drawn | PSNR dB | SSIM |\n|---|---:|---|---:|---:|')
const range = (v: number[], digits: number) =>
  `${median(v).toFixed(digits)} (${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)})`
for (const row of rows.values())
  for (const [where, loss] of row.losses)
    console.log(`| ${row.what} | ${median(row.kb).toFixed(0)} | ${where} | ${range(loss.psnr, 1)} | ${range(loss.ssim, 4)} |`)
