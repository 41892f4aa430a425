import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { DATABASE_TYPES_FILES, generateDatabaseTypes } from '../../local-supabase/typegen.ts'

// The database types of the app and of the edge functions are generated from the migrations,
// never edited by hand.
it('the checked-in database types are what the migrations generate (else: npm run gen:types)', async () => {
  const generated = await generateDatabaseTypes()
  for (const file of DATABASE_TYPES_FILES) {
    expect((await readFile(file, 'utf8')) === generated, `${file} is out of date: run npm run gen:types`).toBe(true)
  }
}, 60_000)
