import { RecordNotFound } from '@/components/layout/record-not-found';

export default function CutNotFound() {
  return <RecordNotFound what="beef cut" />;
}
