import type { NutrientView } from '@/lib/api/views';

/** A nutrient's amount as a label writes it: "210" calories, "26 g", "2.3 mg". */
export const nutrientAmount = (n: Pick<NutrientView, 'amount' | 'unit'>) =>
  `${n.amount}${n.unit === 'kcal' ? '' : ` ${n.unit}`}`;
