'use client';

import { useId, useMemo, useState } from 'react';
import { type CalculatorTable, unpackCalculator } from '@/components/cut/calculator-table';
import { CalculatorView, calculatorChoice } from '@/components/cut/calculator-view';
import { useUnits } from '@/components/layout/lang-client';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';

/** The calculator island over its packed table (components/cut/format.ts `calculatorOptions`):
 *  each method and size opens on its USDA-safe doneness, and a doneness below the minimum says
 *  so in its option and its result (components/cut/calculator-view.tsx draws it). */
export function GuidelineCalculatorClient({
  table,
  cutName,
  t,
}: {
  /** The options, packed (components/cut/calculator-table.ts): each text travels once. */
  table: CalculatorTable;
  cutName: string;
  /** The page's language's strings (lib/i18n/dict.ts `guidelines.calculator`). */
  t: GuidelineCalculatorStrings;
}) {
  const id = useId();
  // In the reader's units where the page has a choice of them (a recipe's tools), else US.
  const units = useUnits();
  const options = useMemo(() => unpackCalculator(table, units), [table, units]);
  const [method, setMethod] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [doneness, setDoneness] = useState<string | null>(null);
  const choice = calculatorChoice(options, { method, size, doneness });
  return (
    <CalculatorView
      id={id}
      choice={choice}
      cutName={cutName}
      t={t}
      units={units}
      on={{ method: setMethod, size: setSize, doneness: setDoneness }}
    />
  );
}
