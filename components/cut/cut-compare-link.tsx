import Link from 'next/link';
import type { CutView, Ref } from '@/lib/api/views';
import { compareHref } from '@/lib/search/compare';

/** "Compare with…": this cut, its first alternative and its first substitute that have pages. */
export function CutCompareLink({ cut }: { cut: CutView }) {
  const compareWith = [
    cut.alternatives.find((x) => x.ref.path)?.ref,
    cut.substitutes.find((x) => x.ref.path)?.ref,
  ].filter((r, i, all): r is Ref => !!r && r.slug !== cut.slug && all.findIndex((x) => x?.slug === r.slug) === i);
  if (!compareWith.length) return null;
  return (
    <p>
      <Link
        href={compareHref([cut.slug, ...compareWith.map((r) => r.slug)])}
        className="font-semibold text-brand-700 underline"
      >
        Compare with {compareWith.map((r) => r.name).join(' and ')} side by side
      </Link>
    </p>
  );
}
