import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataDir = join(root, 'data');
export const usdaSubsetFile = join(dataDir, 'usda', 'sr28-subset.json');
export const snapshotDir = join(root, '.catalog');
export const snapshotFile = join(snapshotDir, 'catalog.json');
export const mediaDir = join(root, 'public', 'media');
