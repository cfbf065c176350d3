import { RecordNotFound } from '@/components/layout/record-not-found';

export default function RecipeCollectionNotFound() {
  return <RecordNotFound what="recipe collection" />;
}
