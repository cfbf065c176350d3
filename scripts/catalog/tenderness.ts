// Tenderness by muscle, as published: Belew, Brooks, McKenna and Savell (2003), "Warner-Bratzler
// shear evaluations of 40 bovine muscles", Meat Science 64: 507-512. The paper sorts muscles into
// four classes by Warner-Bratzler shear force (steaks cooked to 70 °C); its abstract lists each
// class's muscles. A cut's source names its main muscle and class, and the build checks the pair
// against this table, so no class is typed without the paper behind it.

/** The classes in the paper's order; the catalog's names are a cook's words for them
 *  (data/taxonomy/attribute-types.yaml: "intermediate" is "moderately tender", "tough" "less tender"). */
export const TENDERNESS_CLASSES = ['very-tender', 'tender', 'moderately-tender', 'less-tender'] as const;
export type TendernessClass = (typeof TENDERNESS_CLASSES)[number];

/** The sources a cut may cite, by the slug of their value in attribute type `tenderness-source`. */
export const TENDERNESS_SOURCES = ['belew-2003'] as const;

/** Belew et al. (2003), abstract: the muscles of each class. The "tough" list is given in part:
 *  the abstract names the pectoralis profundus among the 40 and in no other class. */
export const BELEW_2003: Record<TendernessClass, readonly string[]> = {
  // WBS under 3.2 kg
  'very-tender': [
    'diaphragm', // the paper: "outside skirt or wing of diaphragm"
    'spinalis',
    'infraspinatus',
    'iliacus',
    'psoas major',
    'serratus ventralis',
    'biceps brachii',
    'obliquus internus abdominis',
    'vastus medius',
  ],
  // 3.2 to 3.9 kg
  tender: [
    'tensor fasciae latae',
    'pectorales superficiales',
    'teres major',
    'longissimus lumborum',
    'biventer cervicis',
    'longissimus thoracis',
    'splenius',
    'subscapularis',
    'rectus femoris',
    'gluteus medius',
    'gracilis',
    'complexus',
    'rectus abdominis',
    'rhomboideus',
    'triceps brachii',
  ],
  // 3.9 to 4.6 kg ("intermediate")
  'moderately-tender': [
    'gastrocnemius',
    'supraspinatus',
    'gluteobiceps', // biceps femoris
    'obliquus externus abdominis',
    'semitendinosus',
    'adductor',
    'vastus lateralis',
    'deltoideus',
    'latissimus dorsi',
    'transversus abdominis',
    'semimembranosus',
  ],
  // over 4.6 kg ("tough")
  'less-tender': ['extensor carpi radialis', 'trapezius', 'brachialis', 'pectoralis profundus'],
};

export const TENDERNESS_MUSCLES = Object.values(BELEW_2003).flat() as [string, ...string[]];

/** The class the paper gives a muscle. */
export function tendernessOf(muscle: string): TendernessClass | undefined {
  return TENDERNESS_CLASSES.find((c) => BELEW_2003[c].includes(muscle));
}
