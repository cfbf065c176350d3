import { RecordNotFound } from '@/components/layout/record-not-found';

export default function CutCollectionNotFound() {
  return <RecordNotFound what="cut collection" />;
}
