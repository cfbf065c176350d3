import type { NutrientView } from '@/lib/api/views';
import { labelPercent } from '@/lib/catalog/nutrition-rules';

/** A nutrient's amount as a label writes it: "210" calories, "26 g", "2.3 mg". */
export const nutrientAmount = (n: Pick<NutrientView, 'amount' | 'unit'>) =>
  `${n.amount}${n.unit === 'kcal' ? '' : ` ${n.unit}`}`;

/** The % DV as the label shows it ("20%"), the number the good/excellent marks were decided
 *  from; empty where the FDA sets no daily value. */
export const dvPercent = (n: Pick<NutrientView, 'dv'>) => (n.dv ? `${labelPercent(n.dv)}%` : '');
