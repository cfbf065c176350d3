'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { UnitSystem } from '@/lib/cooking/temperature';
import { prepareAlarm } from '@/components/timers/alarm';
import { addTimer, removeTimer, useStoredTimers } from '@/components/timers/timer-store';
import { UnitsContext } from '@/components/layout/lang-client';
import { useNow } from '@/components/timers/timer-tray-client';
import type { RecipeToolStrings } from '@/lib/i18n/dict';
import { choiceHref, clampServings, readChoice } from '@/lib/recipe/url-state';
import type { Lang } from '@/lib/recipe/units';

export type Timer = {
  id: string;
  label: string;
  step: number;
  totalMs: number;
  /** When it ends (Date.now() time). */
  endsAt: number;
  done: boolean;
};

type Tools = {
  lang: Lang;
  t: RecipeToolStrings;
  path: string;
  yieldCount: number;
  servings: number;
  units: UnitSystem;
  factor: number;
  setServings: (n: number) => void;
  setUnits: (u: UnitSystem) => void;
  timers: Timer[];
  now: number;
  startTimer: (step: number, label: string, minutes: number) => void;
  stopTimer: (id: string) => void;
  /** Cook mode is a modal dialog: the timer tray shows inside it while it is open. */
  cookMode: boolean;
  setCookMode: (open: boolean) => void;
};

const ToolsContext = createContext<Tools | null>(null);

export function useRecipeTools(): Tools {
  const tools = useContext(ToolsContext);
  if (!tools) throw new Error('useRecipeTools outside RecipeToolsClient');
  return tools;
}

type Props = {
  lang: Lang;
  strings: RecipeToolStrings;
  path: string;
  /** The recipe's name, for its timers' labels in the site's tray. */
  title?: string;
  yieldCount: number;
  initialServings: number;
  initialUnits: UnitSystem;
  children: ReactNode;
};

/** Where the reader's last choice of units is kept, for the next recipe. */
const UNITS_KEY = 'beef-atlas:units';
const readStoredUnits = (): UnitSystem | null => {
  try {
    const v = window.localStorage.getItem(UNITS_KEY);
    return v === 'metric' || v === 'us' ? v : null;
  } catch {
    return null;
  }
};
/** Another tab's choice applies here too. */
const subscribeUnits = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** Servings, units and timers of one recipe page, shared by its ingredient list, method, cook
 *  mode and timer tray. The choice of servings and units lives in the URL (replaced, not
 *  pushed), so a reload or a shared link shows the same amounts; the server renders the same. */
export function RecipeToolsClient({
  lang,
  strings,
  path,
  title,
  yieldCount,
  initialServings,
  initialUnits,
  children,
}: Props) {
  const [servings, setServingsState] = useState(initialServings);
  // Units named in the URL, or chosen here; otherwise the reader's last choice on any recipe
  // (kept in the browser), so the plain recipe URL stays static and cacheable.
  const [chosenUnits, setUnitsState] = useState<UnitSystem | null>(initialUnits === 'metric' ? 'metric' : null);
  const storedUnits = useSyncExternalStore(subscribeUnits, readStoredUnits, () => null);
  const units: UnitSystem = chosenUnits ?? storedUnits ?? 'us';
  const [cookMode, setCookMode] = useState(false);

  // The page was rendered for another choice than its URL's: offline, the service worker answers
  // a scaled URL with the kept plain page (lib/offline/service-worker.ts). The URL decides.
  useEffect(() => {
    const choice = readChoice(new URLSearchParams(window.location.search));
    /* eslint-disable react-hooks/set-state-in-effect -- read once after hydration, as the server could not */
    if (choice.servings !== null) setServingsState(clampServings(choice.servings, yieldCount));
    if (choice.units !== null) setUnitsState(choice.units);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [yieldCount]);

  const remember = useCallback(
    (s: number, u: UnitSystem) => {
      window.history.replaceState(window.history.state, '', choiceHref(path, s, u, yieldCount) + window.location.hash);
    },
    [path, yieldCount],
  );
  const setServings = useCallback(
    (n: number) => {
      const s = clampServings(n, yieldCount);
      setServingsState(s);
      remember(s, units);
    },
    [remember, units, yieldCount],
  );
  const setUnits = useCallback(
    (u: UnitSystem) => {
      setUnitsState(u);
      remember(servings, u);
      try {
        window.localStorage.setItem(UNITS_KEY, u);
      } catch {
        // Storage refused (private mode, quota): the choice holds for this page only.
      }
    },
    [remember, servings],
  );

  // Timers live in the browser by their end time (components/timers), shown in the site's tray
  // on every page; here, the ones of any recipe, for cook mode's own tray.
  const stored = useStoredTimers();
  const now = useNow(stored.length > 0);
  const timers = useMemo<Timer[]>(() => stored.map((x) => ({ ...x, done: now > 0 && x.endsAt <= now })), [stored, now]);
  const startTimer = useCallback(
    (step: number, label: string, minutes: number) => {
      prepareAlarm();
      const totalMs = minutes * 60_000;
      addTimer({
        label: title ? `${title} · ${label}` : label,
        href: path,
        step,
        totalMs,
        endsAt: Date.now() + totalMs,
      });
    },
    [path, title],
  );
  const stopTimer = useCallback((id: string) => removeTimer(id), []);

  const value = useMemo<Tools>(
    () => ({
      lang,
      t: strings,
      path,
      yieldCount,
      servings,
      units,
      factor: servings / yieldCount,
      setServings,
      setUnits,
      timers,
      now,
      startTimer,
      stopTimer,
      cookMode,
      setCookMode,
    }),
    [
      lang,
      strings,
      path,
      yieldCount,
      servings,
      units,
      setServings,
      setUnits,
      timers,
      now,
      startTimer,
      stopTimer,
      cookMode,
    ],
  );
  return (
    <ToolsContext.Provider value={value}>
      <UnitsContext.Provider value={units}>{children}</UnitsContext.Provider>
    </ToolsContext.Provider>
  );
}

/** "2:05", "1:02:05". */
