'use client';

import { useSyncExternalStore } from 'react';
import { emptyKitchen, kitchen, type KitchenDoc } from '@/lib/kitchen/store';

const SERVER: KitchenDoc = emptyKitchen();

/** The reader's kitchen, live: every island re-renders when any tab changes it. The server
 *  (and the first render in the browser) sees an empty kitchen. */
export function useKitchen(): KitchenDoc {
  return useSyncExternalStore(kitchen.subscribe, kitchen.read, () => SERVER);
}
