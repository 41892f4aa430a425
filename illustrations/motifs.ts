// Simple drawn illustrations (SVG) of what rural producers sell: the demo ads' pictures and the
// picture of each category shown when an ad has no photo. Drawn here, never downloaded.

export type Motif =
  | 'saca'
  | 'cafe'
  | 'queijo'
  | 'pote'
  | 'muda'
  | 'trator'
  | 'moveis'
  | 'cesto'
  | 'pessoas'
  | 'caminhao'
  | 'sabonete'
  | 'ervas'
  | 'agua'
  | 'composto'
  | 'livro'
  | 'celular'
  | 'ferramentas'
  | 'banana'
  | 'galinha'

/** A scene: sky, ground and the motif in front, in a 600 × 400 frame. */
export function illustration(motif: Motif, hue: number): string {
  const sky = `hsl(${hue}, 70%, 88%)`
  const ground = `hsl(${(hue + 60) % 360}, 45%, 62%)`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">` +
    `<rect width="600" height="400" fill="${sky}"/>` +
    `<circle cx="520" cy="70" r="36" fill="#ffd54f"/>` +
    `<path d="M0 300 C150 270 330 280 600 295 V400 H0 Z" fill="${ground}"/>` +
    DRAW[motif] +
    `</svg>`
  )
}

const DRAW: Record<Motif, string> = {
  saca:
    '<path d="M200 150 Q190 110 230 105 L370 105 Q410 110 400 150 L420 330 Q420 350 400 350 L200 350 Q180 350 180 330 Z" fill="#d7b98e" stroke="#8d6e63" stroke-width="6"/>' +
    '<path d="M225 105 Q300 135 375 105" fill="none" stroke="#8d6e63" stroke-width="6"/>' +
    '<ellipse cx="300" cy="110" rx="70" ry="16" fill="#6d4c41"/>' +
    '<circle cx="270" cy="104" r="9" fill="#a1887f"/><circle cx="300" cy="100" r="9" fill="#a1887f"/><circle cx="330" cy="104" r="9" fill="#a1887f"/>' +
    '<rect x="235" y="210" width="130" height="60" rx="8" fill="#fff8e1" stroke="#8d6e63" stroke-width="4"/>',
  cafe:
    '<rect x="200" y="190" width="170" height="140" rx="20" fill="#fafafa" stroke="#5d4037" stroke-width="6"/>' +
    '<path d="M370 220 Q420 225 415 265 Q410 300 370 300" fill="none" stroke="#5d4037" stroke-width="12"/>' +
    '<ellipse cx="285" cy="195" rx="80" ry="14" fill="#4e342e"/>' +
    '<path d="M250 170 Q240 140 260 120 M290 170 Q280 140 300 115 M330 170 Q320 140 340 120" fill="none" stroke="#bdbdbd" stroke-width="6" stroke-linecap="round"/>' +
    '<ellipse cx="140" cy="330" rx="22" ry="15" fill="#6d4c41"/><ellipse cx="460" cy="340" rx="22" ry="15" fill="#6d4c41"/>',
  queijo:
    '<path d="M150 300 L300 170 L450 300 Z" fill="#ffe082" stroke="#f9a825" stroke-width="6"/>' +
    '<rect x="150" y="300" width="300" height="50" fill="#ffca28" stroke="#f9a825" stroke-width="6"/>' +
    '<circle cx="260" cy="260" r="14" fill="#ffd54f"/><circle cx="330" cy="280" r="10" fill="#ffd54f"/><circle cx="300" cy="225" r="8" fill="#ffd54f"/>',
  pote:
    '<rect x="225" y="140" width="150" height="30" rx="6" fill="#8d6e63"/>' +
    '<path d="M215 170 H385 Q400 175 400 200 V320 Q400 350 370 350 H230 Q200 350 200 320 V200 Q200 175 215 170 Z" fill="#ffb300" stroke="#e65100" stroke-width="6" opacity="0.95"/>' +
    '<rect x="240" y="230" width="120" height="60" rx="8" fill="#fff8e1"/>',
  muda:
    '<path d="M230 260 H370 L355 350 H245 Z" fill="#6d4c41"/>' +
    '<path d="M300 260 V170" stroke="#2e7d32" stroke-width="8"/>' +
    '<ellipse cx="260" cy="180" rx="42" ry="20" fill="#43a047" transform="rotate(-25 260 180)"/>' +
    '<ellipse cx="340" cy="170" rx="42" ry="20" fill="#66bb6a" transform="rotate(25 340 170)"/>' +
    '<ellipse cx="300" cy="140" rx="20" ry="34" fill="#2e7d32"/>',
  trator:
    '<rect x="170" y="210" width="200" height="80" rx="10" fill="#c62828"/>' +
    '<rect x="300" y="140" width="90" height="90" rx="8" fill="#e53935" stroke="#b71c1c" stroke-width="5"/>' +
    '<rect x="315" y="155" width="60" height="45" fill="#bbdefb"/>' +
    '<rect x="200" y="160" width="14" height="50" fill="#424242"/>' +
    '<circle cx="220" cy="310" r="42" fill="#212121"/><circle cx="220" cy="310" r="16" fill="#9e9e9e"/>' +
    '<circle cx="360" cy="300" r="58" fill="#212121"/><circle cx="360" cy="300" r="22" fill="#9e9e9e"/>',
  moveis:
    '<rect x="150" y="200" width="300" height="26" rx="4" fill="#8d6e63"/>' +
    '<rect x="170" y="226" width="18" height="110" fill="#6d4c41"/><rect x="412" y="226" width="18" height="110" fill="#6d4c41"/>' +
    '<path d="M170 200 L180 170 H420 L430 200" fill="#a1887f"/>' +
    '<rect x="260" y="150" width="30" height="50" rx="6" fill="#26a69a"/><circle cx="340" cy="175" r="22" fill="#ef6c00"/>',
  cesto:
    '<path d="M170 220 H430 L400 350 H200 Z" fill="#c8a165" stroke="#8d6e63" stroke-width="6"/>' +
    '<path d="M185 260 H415 M195 300 H405" stroke="#8d6e63" stroke-width="5"/>' +
    '<path d="M210 220 Q300 100 390 220" fill="none" stroke="#8d6e63" stroke-width="10"/>' +
    '<circle cx="250" cy="210" r="28" fill="#e53935"/><circle cx="300" cy="200" r="30" fill="#43a047"/><circle cx="350" cy="210" r="26" fill="#fb8c00"/>',
  pessoas:
    '<circle cx="210" cy="180" r="30" fill="#8d5524"/><rect x="175" y="215" width="70" height="110" rx="30" fill="#1e88e5"/>' +
    '<circle cx="300" cy="165" r="32" fill="#c68642"/><rect x="262" y="202" width="76" height="125" rx="32" fill="#43a047"/>' +
    '<circle cx="390" cy="180" r="30" fill="#e0ac69"/><rect x="355" y="215" width="70" height="110" rx="30" fill="#fb8c00"/>' +
    '<path d="M180 150 H240 L230 135 H190 Z M355 150 H425 L415 135 H365 Z" fill="#fdd835"/>',
  caminhao:
    '<rect x="120" y="170" width="240" height="120" rx="8" fill="#43a047"/>' +
    '<rect x="360" y="200" width="110" height="90" rx="10" fill="#1e88e5"/><rect x="380" y="215" width="60" height="40" fill="#e3f2fd"/>' +
    '<circle cx="190" cy="300" r="34" fill="#212121"/><circle cx="420" cy="300" r="34" fill="#212121"/>' +
    '<circle cx="190" cy="300" r="12" fill="#bdbdbd"/><circle cx="420" cy="300" r="12" fill="#bdbdbd"/>' +
    '<rect x="150" y="190" width="60" height="40" fill="#d7b98e"/><rect x="220" y="190" width="60" height="40" fill="#d7b98e"/><rect x="185" y="235" width="60" height="40" fill="#d7b98e"/>',
  sabonete:
    '<rect x="180" y="220" width="150" height="100" rx="30" fill="#f8bbd0" stroke="#ad1457" stroke-width="5"/>' +
    '<rect x="300" y="200" width="130" height="90" rx="28" fill="#e1bee7" stroke="#6a1b9a" stroke-width="5"/>' +
    '<circle cx="240" cy="180" r="18" fill="#ffffff" opacity="0.8"/><circle cx="280" cy="150" r="12" fill="#ffffff" opacity="0.8"/><circle cx="360" cy="160" r="15" fill="#ffffff" opacity="0.8"/>',
  ervas:
    '<path d="M220 250 H380 L360 350 H240 Z" fill="#f5f5f5" stroke="#9e9e9e" stroke-width="5"/>' +
    '<path d="M260 250 Q240 180 270 130 M300 250 V110 M340 250 Q360 180 330 130" fill="none" stroke="#2e7d32" stroke-width="6"/>' +
    '<ellipse cx="265" cy="170" rx="18" ry="9" fill="#66bb6a"/><ellipse cx="300" cy="150" rx="18" ry="9" fill="#43a047"/><ellipse cx="335" cy="175" rx="18" ry="9" fill="#66bb6a"/>' +
    '<circle cx="270" cy="128" r="10" fill="#ab47bc"/><circle cx="330" cy="128" r="10" fill="#fdd835"/>',
  agua:
    '<rect x="190" y="160" width="220" height="180" rx="16" fill="#90caf9" stroke="#1565c0" stroke-width="6"/>' +
    '<path d="M190 230 Q245 215 300 230 T410 230 V324 Q410 340 394 340 H206 Q190 340 190 324 Z" fill="#1e88e5"/>' +
    '<path d="M300 70 Q280 105 300 120 Q320 105 300 70 Z M240 100 Q225 125 240 135 Q255 125 240 100 Z M360 100 Q345 125 360 135 Q375 125 360 100 Z" fill="#1e88e5"/>',
  composto:
    '<rect x="150" y="200" width="90" height="130" fill="#8d6e63"/><rect x="255" y="200" width="90" height="130" fill="#795548"/><rect x="360" y="200" width="90" height="130" fill="#6d4c41"/>' +
    '<path d="M160 200 Q195 170 230 200 M265 200 Q300 165 335 200 M370 200 Q405 170 440 200" fill="#4e342e"/>' +
    '<ellipse cx="300" cy="150" rx="40" ry="18" fill="#66bb6a"/>',
  livro:
    '<path d="M150 170 Q225 140 300 170 V330 Q225 300 150 330 Z" fill="#fffde7" stroke="#5d4037" stroke-width="5"/>' +
    '<path d="M300 170 Q375 140 450 170 V330 Q375 300 300 330 Z" fill="#fffde7" stroke="#5d4037" stroke-width="5"/>' +
    '<path d="M175 200 H275 M175 230 H275 M175 260 H255 M325 200 H425 M325 230 H425" stroke="#a1887f" stroke-width="5"/>' +
    '<circle cx="380" cy="275" r="22" fill="#43a047"/>',
  celular:
    '<rect x="235" y="110" width="130" height="240" rx="20" fill="#263238"/>' +
    '<rect x="248" y="135" width="104" height="180" rx="6" fill="#e8f5e9"/>' +
    '<path d="M265 270 L290 240 L310 255 L340 210" fill="none" stroke="#2e7d32" stroke-width="8" stroke-linecap="round"/>' +
    '<circle cx="300" cy="333" r="8" fill="#90a4ae"/>' +
    '<path d="M400 150 Q420 170 400 190 M420 135 Q450 170 420 205" fill="none" stroke="#1e88e5" stroke-width="6" stroke-linecap="round"/>',
  ferramentas:
    '<rect x="170" y="240" width="260" height="90" rx="10" fill="#1976d2"/>' +
    '<rect x="200" y="210" width="200" height="30" rx="6" fill="#1565c0"/>' +
    '<path d="M230 240 V130 M370 240 V150" stroke="#6d4c41" stroke-width="12"/>' +
    '<path d="M205 130 H255 L245 105 H215 Z" fill="#9e9e9e"/><circle cx="370" cy="140" r="24" fill="#9e9e9e"/>',
  banana:
    '<path d="M170 220 Q300 380 440 200 Q420 270 300 290 Q220 290 170 220 Z" fill="#fdd835" stroke="#f9a825" stroke-width="6"/>' +
    '<path d="M190 190 Q300 340 430 170 Q410 240 300 255 Q230 255 190 190 Z" fill="#ffee58" stroke="#f9a825" stroke-width="6"/>' +
    '<rect x="430" y="160" width="26" height="20" rx="4" fill="#6d4c41"/>',
  galinha:
    '<ellipse cx="290" cy="250" rx="110" ry="80" fill="#8d4e2b"/>' +
    '<circle cx="380" cy="175" r="45" fill="#a0522d"/>' +
    '<path d="M370 130 Q380 105 392 130 Q402 108 410 134" fill="#e53935"/>' +
    '<path d="M422 178 L450 188 L422 198 Z" fill="#fbc02d"/><circle cx="392" cy="168" r="6" fill="#212121"/>' +
    '<path d="M190 230 Q150 200 170 260" fill="#6d3b1f"/>' +
    '<path d="M270 330 V360 M310 330 V360" stroke="#fbc02d" stroke-width="7"/>',
}

/** Which drawing suits an ad: by what its title says, else by its category. */
export function motifFor(titulo: string, categoria: string): Motif {
  const t = titulo.toLocaleLowerCase('pt-BR')
  const byWord: Array<[RegExp, Motif]> = [
    [/feij|semente|esterco|rapadura/, 'saca'],
    [/caf[eé] especial|torrado/, 'cafe'],
    [/queijo/, 'queijo'],
    [/mel|doce|pomada|polpa/, 'pote'],
    [/muda|horta/, 'muda'],
    [/trator|ara[cç][aã]o|carro[cç]a|motobomba/, 'trator'],
    [/mesa|fog[aã]o/, 'moveis'],
    [/cesto|cesta|caixas/, 'cesto'],
    [/mutir|feira|oficina/, 'pessoas'],
    [/frete|carona/, 'caminhao'],
    [/sabonete|sab[aã]o/, 'sabonete'],
    [/ch[aá] |ervas/, 'ervas'],
    [/cisterna|irriga|biodigestor/, 'agua'],
    [/compost/, 'composto'],
    [/dicas|como /, 'livro'],
    [/sensor|aplicativo/, 'celular'],
    [/balan[cç]a|lona/, 'ferramentas'],
    [/banana/, 'banana'],
    [/galinha/, 'galinha'],
  ]
  return byWord.find(([pattern]) => pattern.test(t))?.[1] ?? CATEGORY_MOTIFS[categoria] ?? 'cesto'
}

/** The picture of each category, for ads without a photo. */
export const CATEGORY_MOTIFS: Record<string, Motif> = {
  agricultura: 'muda',
  casa: 'moveis',
  comida: 'cesto',
  comunidade: 'pessoas',
  cuidados: 'ervas',
  dicas: 'livro',
  sustentabilidade: 'composto',
  tecnologia: 'celular',
  utilidades: 'ferramentas',
}

/** A calm colour per category, so cards of one category look alike. */
export const CATEGORY_HUES: Record<string, number> = {
  agricultura: 110,
  casa: 30,
  comida: 45,
  comunidade: 200,
  cuidados: 300,
  dicas: 60,
  sustentabilidade: 150,
  tecnologia: 220,
  utilidades: 10,
}
