// Moving saved recipes to another device: an export as a JSON file or as a link whose URL
// fragment carries it (a fragment never reaches the server). Apart from ./store.ts so the
// save buttons on every card do not ship it; only the Saved page does.
import { KITCHEN_VERSION, migrate, type SavedRecipe } from '@/lib/kitchen/store';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An export of saved recipes, for a file or a link. */
export type KitchenExport = { app: 'beef-atlas'; version: typeof KITCHEN_VERSION; saved: SavedRecipe[] };

export const exportSaved = (saved: SavedRecipe[]): KitchenExport => ({
  app: 'beef-atlas',
  version: KITCHEN_VERSION,
  saved,
});

/** Saved recipes from an export's text; null when it is not one. */
export function readExport(text: string): SavedRecipe[] | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(v) || v.app !== 'beef-atlas' || !Array.isArray(v.saved)) return null;
  const doc = migrate({ version: KITCHEN_VERSION, saved: v.saved });
  return doc ? doc.saved : null;
}

/** An export as a URL fragment (never sent to the server): base64url of its JSON. */
export function exportToFragment(saved: SavedRecipe[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(exportSaved(saved)));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function readFragment(fragment: string): SavedRecipe[] | null {
  try {
    const bin = atob(fragment.replaceAll('-', '+').replaceAll('_', '/'));
    return readExport(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
}
