import type { NutrientView } from '@/lib/api/views';
import { labelPercent } from '@/lib/catalog/nutrition-rules';
import type { Lang } from '@/lib/i18n/dict';
import { formatNumber } from '@/lib/i18n/dictionaries';

/** A nutrient's amount as a label writes it: "210" calories, "26 g", "2.3 mg", in the page's
 *  language's number format. */
export const nutrientAmount = (n: Pick<NutrientView, 'amount' | 'unit'>, lang: Lang = 'en') =>
  `${formatNumber(lang, n.amount)}${n.unit === 'kcal' ? '' : ` ${n.unit}`}`;

/** The % DV as the label shows it ("20%"), the number the good/excellent marks were decided
 *  from, in the page's language's number format; empty where the FDA sets no daily value. */
export const dvPercent = (n: Pick<NutrientView, 'dv'>, lang: Lang = 'en') =>
  n.dv ? `${formatNumber(lang, labelPercent(n.dv))}%` : '';
