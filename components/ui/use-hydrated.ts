'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true after: for what a reader without
 *  JavaScript needs instead (a submit button, both tab panels) and must not flash away before
 *  the page is live. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
