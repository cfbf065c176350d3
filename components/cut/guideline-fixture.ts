import type { GuidelineView } from '@/lib/api/views';

/** A guideline record for the calculator's tests: 1-inch grilled Medium Rare (145 °F final)
 *  over medium heat, with what a test changes. */
export const record = (over: Partial<GuidelineView>): GuidelineView => ({
  id: 1,
  method: 'Grill',
  grillingMethod: 'Medium heat',
  thicknessInches: 1,
  weightOunces: null,
  minutes: [10, 12],
  doneness: 'Medium Rare',
  internalF: 145,
  ovenF: null,
  distanceInches: null,
  ...over,
});
