'use client';

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { getQueryClient } from '@/lib/query/client';
import { persistOptions } from '@/lib/query/persist';

/** The query provider of islands whose data must read offline (the saved recipes' list data):
 *  the browser's one client, its marked queries restored from and written to localStorage
 *  (lib/query/persist.ts). Other islands use ./query-provider-client.tsx and ship none of it. */
export function PersistedQueryProviderClient({ children }: { children: React.ReactNode }) {
  const [options] = useState(persistOptions);
  return (
    <PersistQueryClientProvider client={getQueryClient()} persistOptions={options}>
      {children}
    </PersistQueryClientProvider>
  );
}
