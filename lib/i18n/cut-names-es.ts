// Beef cut names as Spanish speakers in the US know them, for the Spanish recipe pages. Each
// row keeps the catalog's English name and IMPS number beside the Spanish one, so a reviewer
// (and the page, as secondary names) can match them, and says why the name was chosen.
//
// Sources, read for the names and not copied:
// - USMEF México (A. Valdez, N. Huerta-Leidenz), "Equivalencias EE.UU. y México en
//   nomenclatura de cortes de res y cerdo": US (IMPS) cuts with their Mexican trade names.
// - N. Huerta-Leidenz, USMEF (2013), the Spanish guide to US beef cut names, which extends the
//   English/Spanish (Mexico) edition of NAMP's Meat Buyer's Guide; numbers are USDA IMPS 100.
// - US carnicería and supermarket labels, where the English name is often the Spanish one
//   too (rib eye, New York, T-bone, sirloin, tri-tip).
// The names of US bilingual meat labels come first (aguja for the chuck, bola for the round,
// solomillo for the sirloin tip), as this catalog's Spanish recipes use them, then Mexican
// trade names (arrachera, falda, cuete, pulpa negra and blanca, chambarete, marucha); where no
// Spanish name is in common use, the name is descriptive and says so. ./cut-names-es.test.ts
// checks that every catalog cut has a row whose English name and IMPS number are the catalog's.

export type CutNameRow = {
  slug: string;
  es: string;
  /** The catalog's name, for review. */
  en: string;
  /** USDA IMPS number, as the catalog gives it ('' when the cut has none). */
  imps: string;
  why: string;
  /** Other Spanish names the row's sources give (regional, trade), searched as the cut too. */
  also?: readonly string[];
};

const USMEF = 'USMEF México lists it under this name';
const LABEL = 'US carnicerías label it with the English name';
const DESCRIPTIVE = 'no Spanish name in common use; descriptive';

export const CUT_NAMES_ES: readonly CutNameRow[] = [
  {
    slug: 'chuck',
    es: 'Aguja de res',
    en: 'Beef Chuck',
    imps: '113',
    why: "US bilingual meat labels and this catalog's Spanish recipes call the chuck aguja (diezmillo in central Mexico; USMEF México: paleta o espaldilla)",
    also: ['Diezmillo', 'Paleta', 'Espaldilla'],
  },
  {
    slug: 'chuck-roll',
    es: 'Rollo de aguja',
    en: 'Chuck Roll',
    imps: '116A',
    why: 'USMEF México: rollo de diezmillo; aguja, as US labels say',
    also: ['Rollo de diezmillo'],
  },
  {
    slug: 'chuck-roast',
    es: 'Aguja de res en trozo',
    en: 'Chuck Roast (Chuck Roll Pot Roast)',
    imps: '116A',
    why: 'the piece for pot roast, as the barbacoa recipe asks for it',
  },
  {
    slug: 'chuck-eye-roll',
    es: 'Ojo de aguja',
    en: 'Chuck Eye Roll',
    imps: '116D',
    why: 'the eye of the chuck roll',
  },
  {
    slug: 'chuck-eye-roast',
    es: 'Ojo de aguja en trozo',
    en: 'Chuck Eye Roast',
    imps: '116D',
    why: 'as chuck-eye-roll, as a roast',
  },
  {
    slug: 'chuck-eye-steak',
    es: 'Bistec de ojo de aguja',
    en: 'Chuck Eye Steak',
    imps: '1116D',
    why: 'steaks are "bistec de" the muscle they come from',
  },
  {
    slug: 'chuck-arm-roast',
    es: 'Espaldilla de aguja',
    en: 'Chuck Arm Pot Roast',
    imps: '114E',
    why: 'the arm of the shoulder clod (espaldilla, USMEF México), as the chile colorado recipe names it',
  },
  {
    slug: 'chuck-short-ribs',
    es: 'Costillas cortas de aguja',
    en: 'Chuck Short Ribs',
    imps: '130',
    why: 'USMEF México: costillas cortas de espaldilla; cut across the bones they are the agujas norteñas',
  },
  {
    slug: 'chuck-tender-roast',
    es: 'Falso filete de aguja',
    en: 'Chuck Tender (Mock Tender) Roast',
    imps: '116B',
    why: `${DESCRIPTIVE}: "falso filete" says what "mock tender" says`,
  },
  {
    slug: 'chuck-under-blade',
    es: 'Aguja bajo la paleta',
    en: 'Chuck Under Blade',
    imps: '116E',
    why: `${DESCRIPTIVE}: the under blade is the chuck roll's part under the shoulder blade`,
  },
  { slug: 'denver-steak', es: 'Bistec Denver', en: 'Denver Steak', imps: '1116G', why: LABEL },
  {
    slug: 'flat-iron-steak',
    es: 'Bistec de marucha (flat iron)',
    en: 'Flat Iron Steak',
    imps: '1114D',
    why: 'marucha is the Mexican name of the top blade it is cut from; flat iron is on US labels',
  },
  { slug: 'top-blade', es: 'Marucha', en: 'Top Blade', imps: '114D', why: 'Mexican trade name of the top blade' },
  {
    slug: 'ranch-steak',
    es: 'Bistec de espaldilla',
    en: 'Ranch Steak',
    imps: '1114E',
    why: 'a steak of the shoulder clod (espaldilla); "ranch" is a US marketing name',
  },
  { slug: 'shoulder-clod', es: 'Planchuela', en: 'Chuck Shoulder Clod', imps: '114', why: USMEF },
  {
    slug: 'shoulder-petite-tender',
    es: 'Filetito de paleta',
    en: 'Shoulder Petite Tender',
    imps: '114F',
    why: `${DESCRIPTIVE}: it looks and eats like a small tenderloin (filete)`,
  },
  { slug: 'rib', es: 'Costillar alto (rib)', en: 'Beef Rib', imps: '103', why: 'USMEF México: chuletón o rib' },
  {
    slug: 'rib-roast-ready',
    es: 'Costillar alto listo para hornear',
    en: 'Rib, Roast-Ready',
    imps: '109',
    why: '"roast-ready" is the rib trimmed to go in the oven',
  },
  {
    slug: 'standing-rib-roast',
    es: 'Prime rib con hueso',
    en: 'Standing Rib Roast (Prime Rib)',
    imps: '109',
    why: 'prime rib is the name on US menus and labels in either language',
  },
  {
    slug: 'ribeye-roll',
    es: 'Rollo de rib eye',
    en: 'Ribeye Roll',
    imps: '112',
    why: 'rib eye is the Mexican and US name',
  },
  {
    slug: 'ribeye-lip-on',
    es: 'Rib eye con tapa',
    en: 'Ribeye, Lip-On',
    imps: '112A',
    why: 'the lip is the cap of fat and meat left on it (tapa)',
  },
  {
    slug: 'ribeye-roast',
    es: 'Rib eye en trozo',
    en: 'Boneless Ribeye Roast',
    imps: '112A',
    why: 'a piece of rib eye for roasting',
  },
  { slug: 'ribeye-steak', es: 'Rib eye', en: 'Ribeye Steak', imps: '1112A', why: 'the name in Mexico and the US' },
  {
    slug: 'rib-steak',
    es: 'Rib eye con hueso (cowboy)',
    en: 'Bone-In Rib Steak (Cowboy Steak)',
    imps: '1103',
    why: 'sold as rib eye con hueso or cowboy',
  },
  {
    slug: 'ribeye-cap-steak',
    es: 'Tapa de rib eye',
    en: 'Ribeye Cap Steak',
    imps: '112D',
    why: 'the cap (tapa) of the rib eye, the spinalis',
  },
  {
    slug: 'back-ribs',
    es: 'Costillas de lomo',
    en: 'Beef Back Ribs',
    imps: '124',
    why: 'the ribs under the rib eye; "costillas de lomo" as back ribs are called in Spanish',
  },
  {
    slug: 'plate',
    es: 'Costillar de res',
    en: 'Beef Short Plate',
    imps: '121',
    why: 'USMEF México: costillar (agujas) o plate',
  },
  {
    slug: 'plate-short-ribs',
    es: 'Costilla cargada',
    en: 'Plate Short Ribs',
    imps: '123A',
    why: 'costilla cargada is the meaty rib section of the plate in Mexican butchery',
  },
  {
    slug: 'inside-skirt-steak',
    es: 'Arrachera interior',
    en: 'Inside Skirt Steak',
    imps: '121D',
    why: 'both skirts sell as arrachera; "interior" tells the inside skirt apart, as the English does',
  },
  {
    slug: 'outside-skirt-steak',
    es: 'Arrachera exterior',
    en: 'Outside Skirt Steak',
    imps: '121C',
    why: 'the diaphragm skirt, the arrachera of Mexican butchery; "exterior" as in the English',
  },
  {
    slug: 'hanger-steak',
    es: 'Bistec hanger (entraña gruesa)',
    en: 'Hanger Steak',
    imps: '140',
    why: `${LABEL}; entraña gruesa (thick skirt) is its South American name`,
  },
  { slug: 'flank', es: 'Falda (pieza primaria)', en: 'Beef Flank', imps: '', why: 'USMEF México: la falda o flank' },
  {
    slug: 'flank-steak',
    es: 'Falda de res',
    en: 'Flank Steak',
    imps: '193',
    why: 'falda is the flank steak at US carnicerías',
  },
  { slug: 'brisket', es: 'Pecho de res', en: 'Beef Brisket', imps: '118', why: 'USMEF México: pecho o brisket' },
  {
    slug: 'boneless-brisket',
    es: 'Pecho entero sin hueso',
    en: 'Brisket, Deckle-Off, Boneless (whole packer, trimmed)',
    imps: '120',
    why: 'the whole brisket (packer), both halves',
  },
  { slug: 'brisket-flat', es: 'Pecho, parte plana', en: 'Brisket Flat Half', imps: '120A', why: 'the flat half' },
  { slug: 'brisket-point', es: 'Pecho, punta', en: 'Brisket Point Half', imps: '120B', why: 'the point half' },
  { slug: 'shank', es: 'Chambarete delantero', en: 'Beef Foreshank', imps: '117', why: USMEF },
  {
    slug: 'shank-cross-cut',
    es: 'Chambarete en rodajas',
    en: 'Shank Cross Cut',
    imps: '117',
    why: 'chambarete, cut across the bone for caldo',
  },
  { slug: 'loin', es: 'Lomo de res', en: 'Beef Loin', imps: '172', why: 'USMEF México: el lomo o loin' },
  { slug: 'short-loin', es: 'Lomo corto', en: 'Short Loin', imps: '174', why: 'literal; the trade uses it' },
  {
    slug: 'strip-loin',
    es: 'Lomo de New York',
    en: 'Strip Loin, Boneless',
    imps: '180',
    why: 'its steaks are sold as New York in Mexico and at US carnicerías',
  },
  { slug: 'strip-steak', es: 'Bistec New York', en: 'Strip Steak', imps: '1180', why: LABEL },
  { slug: 't-bone-steak', es: 'T-bone', en: 'T-Bone Steak', imps: '1174', why: LABEL },
  { slug: 'porterhouse-steak', es: 'Porterhouse', en: 'Porterhouse Steak', imps: '1173', why: LABEL },
  {
    slug: 'tenderloin',
    es: 'Filete de res entero',
    en: 'Full Tenderloin',
    imps: '189A',
    why: 'filete is the tenderloin in Mexico; lomo fino or solomillo elsewhere',
  },
  {
    slug: 'tenderloin-roast',
    es: 'Centro de filete (chateaubriand)',
    en: 'Tenderloin Roast (Chateaubriand)',
    imps: '190',
    why: 'the center of the tenderloin; chateaubriand on menus',
  },
  {
    slug: 'tenderloin-steak',
    es: 'Filete mignon',
    en: 'Tenderloin Steak (Filet Mignon)',
    imps: '1189A',
    why: 'the name on US and Mexican menus',
  },
  { slug: 'sirloin', es: 'Sirloin entero', en: 'Sirloin', imps: '181', why: 'sirloin is the word at US carnicerías' },
  {
    slug: 'top-sirloin-butt',
    es: 'Aguayón',
    en: 'Top Sirloin Butt, Boneless',
    imps: '184',
    why: 'Mexican name of the top sirloin (cuadril in South America)',
  },
  {
    slug: 'top-sirloin-steak',
    es: 'Bistec de sirloin (solomillo)',
    en: 'Top Sirloin Steak',
    imps: '1184',
    why: 'a "sirloin" steak at US stores is top sirloin; US labels and the churrasco recipe say solomillo',
  },
  {
    slug: 'top-sirloin-roast',
    es: 'Aguayón en trozo',
    en: 'Top Sirloin Roast',
    imps: '184',
    why: 'a piece of aguayón for roasting',
  },
  {
    slug: 'top-sirloin-cap',
    es: 'Picaña',
    en: 'Top Sirloin Cap (Picanha, Coulotte)',
    imps: '184D',
    why: 'picaña (Brazilian picanha) is the name in Mexico and at US Latin markets',
  },
  {
    slug: 'bottom-sirloin-butt',
    es: 'Parte baja del sirloin',
    en: 'Bottom Sirloin Butt',
    imps: '185',
    why: `${DESCRIPTIVE}; it holds the tri-tip and the flap`,
  },
  {
    slug: 'tri-tip-roast',
    es: 'Tri-tip (colita de cuadril)',
    en: 'Tri-Tip Roast',
    imps: '185C',
    why: `${LABEL}; colita de cuadril is its South American name`,
  },
  {
    slug: 'sirloin-flap',
    es: 'Flap de sirloin (bavette)',
    en: 'Sirloin Flap (Bavette)',
    imps: '185A',
    why: `${LABEL} (flap meat, bavette)`,
  },
  {
    slug: 'kabob-cubes',
    es: 'Cubos de sirloin para brochetas',
    en: 'Sirloin Kabob Cubes',
    imps: '',
    why: 'what the package holds',
  },
  { slug: 'round', es: 'Pierna de res', en: 'Beef Round', imps: '158', why: 'USMEF México: la pierna o round' },
  {
    slug: 'top-round',
    es: 'Pulpa negra',
    en: 'Top (Inside) Round',
    imps: '169',
    why: 'USMEF México; cara in central Mexico',
  },
  {
    slug: 'top-round-steak',
    es: 'Bistec de bola (pulpa negra)',
    en: 'Top Round Steak (London Broil)',
    imps: '1169',
    why: 'US labels: bistec de bola (round steak); pulpa negra is the muscle in Mexican butchery',
  },
  {
    slug: 'top-round-roast',
    es: 'Pulpa negra en trozo',
    en: 'Top Round Roast',
    imps: '169',
    why: 'a roast of pulpa negra',
  },
  {
    slug: 'bottom-round',
    es: 'Pulpa blanca con cuete',
    en: 'Bottom (Gooseneck) Round',
    imps: '170',
    why: 'USMEF México: the outside round with the eye of round still on',
  },
  {
    slug: 'outside-round-flat',
    es: 'Contra (pulpa blanca)',
    en: 'Outside Round (Flat)',
    imps: '171B',
    why: 'pulpa blanca, or contra in central Mexico, without the eye',
  },
  {
    slug: 'bottom-round-roast',
    es: 'Pulpa blanca en trozo',
    en: 'Bottom Round Roast',
    imps: '171B',
    why: 'a roast of pulpa blanca',
  },
  {
    slug: 'bottom-round-steak',
    es: 'Bistec de pulpa blanca',
    en: 'Bottom Round Steak',
    imps: '1170',
    why: 'steaks of pulpa blanca',
  },
  { slug: 'eye-of-round', es: 'Cuete', en: 'Eye of Round', imps: '171C', why: 'the Mexican name everywhere' },
  {
    slug: 'eye-of-round-roast',
    es: 'Cuete en trozo',
    en: 'Eye of Round Roast',
    imps: '171C',
    why: 'the cuete for roasting or mechado',
  },
  {
    slug: 'eye-of-round-steak',
    es: 'Bistec de cuete',
    en: 'Eye of Round Steak',
    imps: '1171C',
    why: 'steaks of cuete',
  },
  {
    slug: 'knuckle',
    es: 'Punta de solomillo (bola)',
    en: 'Knuckle (Sirloin Tip), Peeled',
    imps: '167A',
    why: 'US labels call the sirloin tip punta de solomillo; bola in Mexico (USMEF México)',
  },
  {
    slug: 'sirloin-tip-roast',
    es: 'Punta de solomillo en trozo',
    en: 'Sirloin Tip Roast',
    imps: '167A',
    why: 'a roast of the sirloin tip',
  },
  {
    slug: 'sirloin-tip-steak',
    es: 'Bistec de punta de solomillo',
    en: 'Sirloin Tip Steak',
    imps: '1167',
    why: 'as US labels and the pepito recipe name it',
  },
  {
    slug: 'cube-steak',
    es: 'Bistec ablandado',
    en: 'Cube Steak',
    imps: '1100',
    why: 'a steak tenderized by machine (cubed): ablandado',
  },
  {
    slug: 'ground-chuck',
    es: 'Carne molida de aguja (80 % magra)',
    en: 'Ground Chuck (80% lean)',
    imps: '136',
    why: 'ground from the chuck (aguja), lean share as US labels give it (80/20)',
  },
  {
    slug: 'ground-round',
    es: 'Carne molida de bola (85 % magra)',
    en: 'Ground Round (85% lean)',
    imps: '136',
    why: 'US labels call the round bola, as the picadillo and empanada recipes do',
  },
  {
    slug: 'ground-sirloin',
    es: 'Carne molida de sirloin (90 % magra)',
    en: 'Ground Sirloin (90% lean)',
    imps: '136',
    why: 'ground from the sirloin',
  },
  {
    slug: 'lean-ground-beef',
    es: 'Carne molida magra (93 % magra)',
    en: 'Lean Ground Beef (93% lean)',
    imps: '136',
    why: 'as US labels say it: 93% magra, 7% grasa',
  },
  {
    slug: 'extra-lean-ground-beef',
    es: 'Carne molida extra magra (95 % magra)',
    en: 'Extra-Lean Ground Beef (95% lean)',
    imps: '136',
    why: 'as lean-ground-beef',
  },
  {
    slug: 'stew-meat',
    es: 'Carne de res para guisar',
    en: 'Beef for Stew',
    imps: '135A',
    why: 'what US carnicerías write on it (carne para guisar, para cocido)',
  },
  {
    slug: 'stir-fry-strips',
    es: 'Tiras de res para saltear',
    en: 'Beef for Stir-Fry',
    imps: '',
    why: 'what the package holds',
  },
  {
    slug: 'petite-sirloin-steak',
    es: 'Bistec de punta de sirloin',
    en: 'Petite Sirloin Steak',
    imps: '',
    why: `${DESCRIPTIVE}: the ball tip of the bottom sirloin`,
  },
  {
    slug: 'sirloin-bavette-strips',
    es: 'Tiras de flap de sirloin',
    en: 'Sirloin Bavette Strips',
    imps: '',
    why: 'as sirloin-flap, in strips',
  },
];

const BY_SLUG = new Map(CUT_NAMES_ES.map((r) => [r.slug, r]));

/** A cut's Spanish name and IMPS number, when the table has the cut. */
export const cutNameEs = (slug: string): CutNameRow | undefined => BY_SLUG.get(slug);

/** Every Spanish name of a cut (the table's, then its other names): the catalog gives them to
 *  the cut as aliases, so the cut search finds them with its usual typo policy. */
export const cutNamesEs = (slug: string): string[] => {
  const row = BY_SLUG.get(slug);
  return row ? [row.es, ...(row.also ?? [])] : [];
};
