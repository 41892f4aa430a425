// Writes public/images/categorias/<categoria>.svg: the picture an ad without a photo shows.
// Run again (npx tsx scripts/make-category-pictures.ts) after changing the drawings.
import { writeFileSync } from 'node:fs'
import { CATEGORY_HUES, CATEGORY_MOTIFS, illustration } from '../illustrations/motifs.ts'

for (const [categoria, motif] of Object.entries(CATEGORY_MOTIFS)) {
  writeFileSync(`public/images/categorias/${categoria}.svg`, illustration(motif, CATEGORY_HUES[categoria]) + '\n')
}
console.log(`Wrote ${Object.keys(CATEGORY_MOTIFS).length} category pictures to public/images/categorias/`)
