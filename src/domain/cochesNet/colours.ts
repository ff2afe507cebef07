// Coches.net colour groups (13 of them) and the colour review's matcher: a colour text that matches
// no group needs review. Synonyms in Spanish, English, French, Italian, Catalan and German plus
// manufacturer names.
//
// Speed (the colour review over 5,000 listings ≤ 20 ms): the synonym tables are normalised ONCE at
// module load into one Map word → group; a colour text is normalised once and looked up word by
// word, and each distinct text is remembered (stocks repeat a few dozen colour names over thousands
// of listings), so a review pass is a Map lookup per listing.
//
// Pure, importable by the server (NodeNext: relative imports carry .js).

export interface ColourGroup {
  /** Our colorId for the marketplace listing (color.colorId), 1–13 in a fixed order. */
  id: number;
  /** The group's name, as the console shows it. */
  name: string;
  /**
   * Plain colour words in the six languages (Spanish, English, French, Italian, Catalan,
   * German), with feminine and accent-free spellings. One of these names the group even when
   * a manufacturer word comes first ('Perla Negro' is black).
   */
  words: readonly string[];
  /** Manufacturer and material names ('Lapislázuli', 'Nacré', 'Antracita'): used when no plain word is there. */
  evocative: readonly string[];
}

// The groups in their fixed order (id = our colorId); each: plain words, then manufacturer and
// material names, space-separated (written as typed; normalised once below).
const GROUP_TABLE: readonly [id: number, name: string, words: string, evocative: string][] = [
  [
    1,
    'amarillo',
    'amarillo amarilla yellow jaune giallo gialla groc groga gelb',
    'oro dorado dorada gold golden dore dorato daurat mostaza mustard limon lemon citron limone canario ocre ochre ambar amber',
  ],
  [
    2,
    'azul',
    'azul blue bleu bleue blu azzurro azzurra blau blava celeste turquesa turquoise turchese turkis tuerkis cian cyan marino navy marine',
    'lapislazuli lapis zafiro sapphire saphir zaffiro indigo cobalto cobalt kobalt aguamarina aquamarine aigue oceano ocean oceanic petrol petroleo ultramar ultramarine',
  ],
  [
    3,
    'beige',
    'beige beix crema cream creme marfil ivory ivoire avorio',
    'champagne champan xampany arena sand sable sabbia sorra hueso vainilla vanilla vanille cashmere cachemira taupe topo greige',
  ],
  [
    4,
    'blanco',
    'blanco blanca white blanc blanche bianco bianca weiss weisse weis',
    'nacar nacarado nacre perla perlado pearl perle alabastro alabaster albatre nieve snow neige neve glaciar glacier hielo ice polar artico arctic arctique candy ibis cristal crystal',
  ],
  [
    5,
    'granate',
    'granate granat burdeos bordeaux bordo burgundy maroon grana weinrot',
    'vino wine vin vinaccia merlot borgona cereza cherry cerise',
  ],
  [
    6,
    'gris/plata',
    'gris grisa grise grey gray grigio grigia grau plata plateado plateada silver argent argente argento argentato silber',
    'antracita anthracite antracite anthrazit grafito graphite grafite graphit marengo plomo titanio titanium titane titan acero steel acier acciaio stahl ceniza platino platinum platine cemento cement ciment mercurio mercury magnetico magnetic perlgrau nardo daytona mondstein moonstone chrome cromo cromado',
  ],
  [
    7,
    'marrón',
    'marron brown brun brune marrone braun marro castano castana',
    'chocolate chocolat cioccolato cafe coffee caffe kaffee moka mocha havana habana tabaco tobacco caramelo caramel cognac coñac bronce bronze bronzo avellana hazelnut noisette nocciola cuero leather tierra terra earth tostado canela cinnamon',
  ],
  [
    8,
    'naranja',
    'naranja orange arancione arancio taronja',
    'mandarina tangerine mandarine mandarino cobre copper cuivre rame coure kupfer calabaza pumpkin papaya albaricoque apricot abricot terracota terracotta salmon saumon',
  ],
  [
    9,
    'negro',
    'negro negra black noir noire nero nera negre schwarz',
    'ebano ebony ebene onyx onix onice obsidiana obsidian obsidienne azabache jet carbon carbono carbone noche night nuit notte medianoche midnight piano cosmos mythos nocturno',
  ],
  [
    10,
    'rojo',
    'rojo roja red rouge rosso rossa rot vermell vermella',
    'carmin carmine karmin escarlata scarlet ecarlate scarlatto rubi ruby rubis rubino rubin carminio cardenal cardinal corsa tornado fuego fire feu fuoco lava chili flamenco magma misano sangre sang sangue',
  ],
  [
    11,
    'rosa',
    'rosa rosado rosada pink rose rosat rosé',
    'fucsia fuchsia magenta coral corail corallo chicle frambuesa raspberry',
  ],
  [
    12,
    'verde',
    'verde green vert verte verd verda grun gruen gruene',
    'oliva olive caqui khaki kaki esmeralda emerald emeraude smeraldo smaragd menta mint menthe jade lima lime pistacho pistachio salvia sage sauge botella bosque forest foret musgo moss militar military abeto pino pine',
  ],
  [
    13,
    'violeta/lila',
    'violeta lila purple violet violette viola violett morado morada purpura purpur lilas lilla mauve malva lilac lavanda lavender lavande',
    'berenjena aubergine eggplant melanzana ciruela plum prune amatista amethyst amethyste',
  ],
];

/**
 * The 13 groups: amarillo, azul, beige, blanco, granate, gris/plata, marrón, naranja, negro,
 * rojo, rosa, verde, violeta/lila.
 */
export const COLOUR_GROUPS: readonly ColourGroup[] = GROUP_TABLE.map(
  ([id, name, words, evocative]) => ({
    id,
    name,
    words: words.split(' '),
    evocative: evocative.split(' '),
  }),
);

/**
 * Words that say how a colour is finished, not which colour it is: dropped before matching,
 * also as the tail of a German compound ('Schwarzmetallic'), so 'Metalizado' alone matches no
 * group.
 */
const FINISH_SUFFIXES = [
  'metallizzato',
  'metallise',
  'metalizado',
  'metallic',
  'metalico',
  'metalitzat',
  'metallisiert',
];

/** Lower case, no accents, ß → ss, ñ kept as n: 'Blanc Nacré' → 'blanc nacre'. */
export const normaliseColourText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/** The words of a colour text: 'Gris/Plata' → gris, plata; 'Azul-Lapislázuli' → azul, lapislazuli. */
const wordsOf = (text: string): string[] =>
  normaliseColourText(text)
    .split(/[^a-z]+/)
    .filter(Boolean);

interface WordEntry {
  group: ColourGroup;
  plain: boolean;
}

/** The one table, built once: normalised word → its group and whether it is a plain word. */
const WORD_TABLE: ReadonlyMap<string, WordEntry> = (() => {
  const table = new Map<string, WordEntry>();
  for (const group of COLOUR_GROUPS) {
    // Evocative first, so a word listed in both (none should be) keeps its plain entry.
    for (const word of group.evocative)
      table.set(normaliseColourText(word), { group, plain: false });
    for (const word of group.words) table.set(normaliseColourText(word), { group, plain: true });
  }
  return table;
})();

/**
 * German writes colour names as one word: 'Dunkelblau', 'Alpinweiss', 'Mondsteingrau'. The
 * plain German words of four letters or more are found at the end of a longer word; 'rot' only
 * after a known modifier ('Karminrot', 'Tornadorot'), so 'Carrot' stays unmatched.
 */
const GERMAN_TAILS: readonly { tail: string; entry: WordEntry }[] = [
  'weiss',
  'schwarz',
  'grau',
  'silber',
  'blau',
  'gruen',
  'grun',
  'gelb',
  'braun',
  'violett',
  'lila',
  'rosa',
  'orange',
  'beige',
  'anthrazit',
  'turkis',
].map((tail) => ({ tail, entry: WORD_TABLE.get(tail)! }));
const RED_MODIFIERS = [
  'dunkel',
  'hell',
  'tornado',
  'karmin',
  'rubin',
  'signal',
  'feuer',
  'kirsch',
  'wein',
  'purpur',
  'tief',
  'candy',
  'flamenco',
  'misano',
  'chili',
  'indisch',
  'granat',
  'metallic',
];
const MIN_PREFIX = 3;

const FINISHES = new Set(FINISH_SUFFIXES);

/** A word's entry: whole, then without a finish tail, then as a German compound. */
function entryOfWord(word: string): WordEntry | undefined {
  const whole = WORD_TABLE.get(word);
  if (whole) return whole;
  if (FINISHES.has(word)) return undefined;
  for (const finish of FINISH_SUFFIXES) {
    if (word.length > finish.length + 2 && word.endsWith(finish)) {
      return entryOfWord(word.slice(0, -finish.length));
    }
  }
  for (const { tail, entry } of GERMAN_TAILS) {
    if (word.length >= tail.length + MIN_PREFIX && word.endsWith(tail)) return entry;
  }
  if (word.endsWith('rot') && RED_MODIFIERS.includes(word.slice(0, -3))) {
    return word === 'weinrot' ? WORD_TABLE.get('weinrot') : WORD_TABLE.get('rot');
  }
  return undefined;
}

/** Remembered answers per raw text: a stock has few distinct colour texts. */
const memo = new Map<string, ColourGroup | null>();
const MEMO_LIMIT = 20_000;

/**
 * The group a colour text names, or null when it names none (then it needs review). The first plain
 * colour word decides ('Azul Lapislázuli', 'Grigio Chiaro', 'Perla Negro' is black); without one,
 * the first manufacturer word ('Nacré', 'Antracita').
 */
export function colourGroupOf(text: unknown): ColourGroup | null {
  if (typeof text !== 'string') return null;
  const known = memo.get(text);
  if (known !== undefined) return known;
  let first: ColourGroup | null = null;
  let found: ColourGroup | null = null;
  for (const word of wordsOf(text)) {
    const entry = entryOfWord(word);
    if (!entry) continue;
    if (entry.plain) {
      found = entry.group;
      break;
    }
    first ??= entry.group;
  }
  const group = found ?? first;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, group);
  return group;
}

/** The colour review — the text matches none of the 13 groups (empty included). */
export const needsColourReview = (text: unknown): boolean => colourGroupOf(text) === null;

/** The group of a colorId (the listing's color.colorId), or null. */
export const colourGroupById = (id: unknown): ColourGroup | null =>
  COLOUR_GROUPS.find((g) => g.id === id) ?? null;
