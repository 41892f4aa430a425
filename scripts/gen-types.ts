// npm run gen:types — writes the database types of the app and the edge functions from
// supabase/migrations (local-supabase/typegen.ts). `npm test` fails while a checked-in copy differs.
import { writeFile } from 'node:fs/promises'
import { DATABASE_TYPES_FILES, generateDatabaseTypes } from '../local-supabase/typegen.ts'

const types = await generateDatabaseTypes()
for (const file of DATABASE_TYPES_FILES) {
  await writeFile(file, types)
  console.log(`Written ${file}`)
}
