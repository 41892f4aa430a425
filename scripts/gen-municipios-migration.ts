import { writeFileSync } from 'node:fs'
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities'

// Writes the migration that loads Brazil's municipalities (IBGE list of @brazilian-utils, the same
// list the app's city autocomplete offers), so the database can refuse a city that does not exist.
// Run once per new list: npx tsx scripts/gen-municipios-migration.ts <migration file>

const target = process.argv[2]
if (!target) throw new Error('Usage: tsx scripts/gen-municipios-migration.ts <migration file>')

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`
const rows = getMunicipalities().map((m) => `  (${quote(m.code)}, ${quote(m.name)}, ${quote(m.stateCode)})`)

writeFileSync(
  target,
  `-- Brazil's ${rows.length} municipalities (IBGE code, name, UF), written by scripts/gen-municipios-migration.ts
-- from the list the app's city autocomplete uses. Trips name real cities: the database checks them here.

create table public.municipios (
  codigo_ibge text primary key,
  nome text not null,
  uf text not null,
  nome_busca text generated always as (public.normalizar_busca(nome)) stored,
  constraint municipios_uf_valida check (public.uf_valida(uf))
);

create unique index municipios_nome_uf on public.municipios (nome_busca, uf);

alter table public.municipios enable row level security;

create policy "qualquer pessoa le os municipios" on public.municipios
  for select to anon, authenticated
  using (true);

revoke all on public.municipios from anon, authenticated;
grant select on public.municipios to anon, authenticated;

insert into public.municipios (codigo_ibge, nome, uf) values
${rows.join(',\n')};
`,
)
console.log(`Written ${target}: ${rows.length} municipalities`)
