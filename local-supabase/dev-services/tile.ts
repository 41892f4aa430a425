import { deflateSync } from 'node:zlib'

// One 256×256 PNG map tile, made once, served for every z/x/y by the local tile stand-in: clear
// with a faint grid line at its edges, so the map's embedded base (states, names) shows through
// as it would where a real tile server cannot be reached, and a loaded tile is still visible.

const SIZE = 256

function crc32(bytes: Buffer): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function makeTile(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA, no interlace
  const rows: Buffer[] = []
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4)
    for (let x = 0; x < SIZE; x++) {
      const edge = x === 0 || y === 0
      row.set(edge ? [120, 150, 110, 70] : [0, 0, 0, 0], 1 + x * 4)
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const TILE_PNG = makeTile()
