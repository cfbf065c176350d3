import type { Metadata } from 'next';
import { ShoppingListClient, type ShoppingListText } from '@/components/kitchen/shopping-list-client';

export const metadata: Metadata = {
  title: 'Shopping list',
  description: 'A shopping list from your saved recipes, at the servings you cook, grouped by grocery section.',
  alternates: { canonical: '/list' },
  // The reader's own list, empty to a crawler.
  robots: { index: false },
};

// The page is English, as every page outside a record; a Spanish recipe's lines keep their words.
const t: ShoppingListText = {
  intro:
    'Pick saved recipes and the servings you will cook: their ingredients are added up and grouped by where you find them in the store. The list stays in this browser.',
  recipes: 'Recipes on the list',
  noSaved: 'Save recipes first: the list is built from your saved recipes.',
  servings: 'Servings',
  units: 'Units',
  us: 'US',
  metric: 'Metric',
  other: 'Other',
  edit: 'Edit',
  remove: 'Remove',
  restore: 'Put removed lines back',
  whatFor: 'What is this for?',
  print: 'Print',
  share: 'Share as text',
  copied: 'List copied as text.',
  loading: 'Loading the recipes…',
  failed: 'The recipes could not be loaded: check the connection and try again.',
  missing: 'No longer on the site: ',
  empty: 'Tick a recipe above to start the list.',
};

export default function ListPage() {
  return (
    <div className="space-y-6">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Shopping list</h1>
        <p className="text-muted print:hidden">{t.intro}</p>
      </header>
      <ShoppingListClient t={t} />
    </div>
  );
}
