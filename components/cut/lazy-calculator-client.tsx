'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CalculatorTable } from '@/components/cut/calculator-table';
import type { GuidelineCalculatorStrings } from '@/lib/i18n/dict';

type Props = { table: CalculatorTable; cutName: string; t: GuidelineCalculatorStrings };
type Picked = { method: string | null; size: string | null; doneness: string | null };

/** The calculator where it sits below the fold of another page (a recipe): `children` is its
 *  opening state drawn on the server, and the island's code loads when it nears the viewport,
 *  so the page's first load does not carry it (the recipe page's JavaScript budget). */
export function LazyCalculatorClient({ children, ...props }: Props & { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [Island, setIsland] = useState<ComponentType<Props & { picked: Picked }> | null>(null);
  const [picked, setPicked] = useState<Picked>({ method: null, size: null, doneness: null });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let live = true;
    const load = () =>
      void import('@/components/cut/guideline-calculator-client').then((m) => {
        if (!live) return;
        // Keep what the reader chose in the server-drawn selects (method, size, doneness) meanwhile.
        const [method, size, doneness] = [...el.querySelectorAll('select')].map((x) => x.value);
        setPicked({ method: method ?? null, size: size ?? null, doneness: doneness ?? null });
        setIsland(() => m.GuidelineCalculatorClient);
      });
    // A focus reaching a select before the observer fires (keyboard) loads it too.
    el.addEventListener('focusin', load, { once: true });
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          load();
        }
      },
      { rootMargin: '400px 0px' },
    );
    seen.observe(el);
    return () => {
      live = false;
      seen.disconnect();
      el.removeEventListener('focusin', load);
    };
  }, []);
  return <div ref={box}>{Island ? <Island {...props} picked={picked} /> : children}</div>;
}
