'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query/client';

/** The site's TanStack Query provider, over the browser's one client. Islands that query load
 *  it with their own code (a dynamic import), so every island shares one cache while the pages
 *  that never query ship none of it. */
export function QueryProviderClient({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
