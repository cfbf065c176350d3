import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';
import { dictionary } from '@/lib/i18n/dictionaries';

export const metadata: Metadata = { title: dictionary('en').notFound.title, robots: { index: false } };

export default function NotFound() {
  return <PageNotFound />;
}
