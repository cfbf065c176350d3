import { slug } from 'next/root-params';
import { RecipeCollectionNotFound } from '@/components/collection/collection-route';

export default async function RecipeCollectionSegmentNotFound() {
  return <RecipeCollectionNotFound slug={(await slug()) ?? ''} />;
}
