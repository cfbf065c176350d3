'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CalculatorTable } from '@/components/cut/calculator-table';
import { useUnits } from '@/components/layout/lang-client';
import type { UnitSystem } from '@/lib/cooking/temperature';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';

type Props = { table: CalculatorTable; cutName: string; t: GuidelineCalculatorStrings };

/** The calculator where it sits below the fold of another page (a recipe): `children` is its
 *  opening state drawn on the server (selects disabled), and the island's code loads after the
 *  page's first load (near the viewport or when the page is idle), so that load does not carry it
 *  (the recipe page's JavaScript budget). */
export function LazyCalculatorClient({
  children,
  drawnIn,
  ...props
}: Props & {
  children: ReactNode;
  /** The units `children` were drawn in (the URL's). */
  drawnIn: UnitSystem;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [Island, setIsland] = useState<ComponentType<Props> | null>(null);
  // The reader's units are not the drawing's (metric kept from another recipe, or switched):
  // the island, which writes them, is wanted now.
  const stale = useUnits() !== drawnIn;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let live = true;
    let asked = false;
    // Whichever comes first: the section nearing the viewport, or the page going idle after
    // hydration (so the selects never stay disabled for a reader who jumps straight to them).
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '600px 0px',
    });
    function load() {
      if (asked) return;
      asked = true;
      seen.disconnect();
      void import('@/components/cut/guideline-calculator-client').then((m) => {
        if (live) setIsland(() => m.GuidelineCalculatorClient);
      });
    }
    if (stale) load();
    seen.observe(el);
    // Safari has no requestIdleCallback: a timer stands in for it there.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000);
    return () => {
      live = false;
      seen.disconnect();
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [stale]);
  return <div ref={box}>{Island ? <Island {...props} /> : children}</div>;
}
