import type { NutrientView } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { formatNumber } from '@/lib/i18n/dictionaries';

/** A nutrient's amount as a label writes it: "210" calories, "26 g", "2.3 mg", in the page's
 *  language's number format. */
export const nutrientAmount = (n: Pick<NutrientView, 'amount' | 'unit'>, lang: Lang = 'en') =>
  `${formatNumber(lang, n.amount)}${n.unit === 'kcal' ? '' : ` ${n.unit}`}`;
