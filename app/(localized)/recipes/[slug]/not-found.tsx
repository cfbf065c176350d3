import { slug } from 'next/root-params';
import { RecipeNotFound } from '@/components/recipe/recipe-article';

export default async function RecipeSegmentNotFound() {
  return <RecipeNotFound slug={(await slug()) ?? ''} />;
}
