// One formatter for temperatures. Oven and grill settings are rounded to 5 °C as metric
// recipes write them; internal temperatures to 1 °C, since 5 °C there is a whole doneness.

export type UnitSystem = 'us' | 'metric';

/** Internal (meat) temperatures stay under this; above it a temperature is an oven or grill setting. */
const SETTING_FROM_F = 220;

export const toCelsius = (f: number) => ((f - 32) * 5) / 9;

export function celsiusFor(f: number): number {
  const c = toCelsius(f);
  return f >= SETTING_FROM_F ? Math.round(c / 5) * 5 : Math.round(c);
}

export function formatTemperature(f: number, system: UnitSystem): string {
  return system === 'metric' ? `${celsiusFor(f)} °C` : `${f} °F`;
}
