'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { UnitSystem } from '@/lib/cooking/temperature';
import type { RecipeToolStrings } from '@/lib/i18n/dict';
import { choiceHref, clampServings } from '@/lib/recipe/url-state';
import type { Lang } from '@/lib/recipe/units';

export type Timer = {
  id: number;
  label: string;
  step: number;
  totalMs: number;
  /** While running: when it ends (Date.now() time); paused timers keep `leftMs`. */
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
  stopTimer: (id: number) => void;
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
  yieldCount: number;
  initialServings: number;
  initialUnits: UnitSystem;
  children: ReactNode;
};

/** Beeps three times and vibrates where the device can: an alarm heard across the kitchen.
 *  The audio context is made on the click that starts a timer (browsers allow sound then). */
function useAlarm() {
  const audio = useRef<AudioContext | null>(null);
  const prepare = useCallback(() => {
    try {
      audio.current ??= new AudioContext();
      void audio.current.resume();
    } catch {
      audio.current = null;
    }
  }, []);
  const ring = useCallback(() => {
    navigator.vibrate?.([400, 200, 400, 200, 400]);
    const ctx = audio.current;
    if (!ctx) return;
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.value = 0.3;
      osc.connect(gain).connect(ctx.destination);
      const at = ctx.currentTime + i * 0.5;
      osc.start(at);
      osc.stop(at + 0.3);
    }
  }, []);
  return { prepare, ring };
}

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
export function RecipeToolsClient({ lang, strings, path, yieldCount, initialServings, initialUnits, children }: Props) {
  const [servings, setServingsState] = useState(initialServings);
  // Units named in the URL, or chosen here; otherwise the reader's last choice on any recipe
  // (kept in the browser), so the plain recipe URL stays static and cacheable.
  const [chosenUnits, setUnitsState] = useState<UnitSystem | null>(initialUnits === 'metric' ? 'metric' : null);
  const storedUnits = useSyncExternalStore(subscribeUnits, readStoredUnits, () => null);
  const units: UnitSystem = chosenUnits ?? storedUnits ?? 'us';
  const [timers, setTimers] = useState<Timer[]>([]);
  const [now, setNow] = useState(0);
  const [cookMode, setCookMode] = useState(false);
  const nextId = useRef(1);
  const { prepare, ring } = useAlarm();

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

  const startTimer = useCallback(
    (step: number, label: string, minutes: number) => {
      prepare();
      const totalMs = minutes * 60_000;
      const at = Date.now();
      setNow(at);
      setTimers((list) => [...list, { id: nextId.current++, label, step, totalMs, endsAt: at + totalMs, done: false }]);
    },
    [prepare],
  );
  const stopTimer = useCallback((id: number) => setTimers((list) => list.filter((x) => x.id !== id)), []);

  // One clock for every timer: the remaining time is computed from the end, so a timer
  // keeps time while the tab sleeps and whatever step the reader is on.
  const running = timers.some((x) => !x.done);
  const current = useRef(timers);
  useEffect(() => {
    current.current = timers;
  }, [timers]);
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (!current.current.some((x) => !x.done && x.endsAt <= at)) return;
      ring();
      setTimers((list) => list.map((x) => (!x.done && x.endsAt <= at ? { ...x, done: true } : x)));
    };
    tick();
    const id = setInterval(tick, 500);
    return () => clearInterval(id);
  }, [running, ring]);

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
  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>;
}

/** "2:05", "1:02:05". */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
