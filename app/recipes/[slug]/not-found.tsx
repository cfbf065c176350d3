import { RecordNotFound } from '@/components/layout/record-not-found';

export default function RecipeNotFound() {
  return <RecordNotFound what="recipe" />;
}
