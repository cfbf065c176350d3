import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'About the content',
  description:
    'Where Beef Atlas content comes from: original recipes, USDA SR28 nutrition, USDA FSIS temperatures and IMPS cut numbers.',
  alternates: { canonical: '/about' },
};

export default function AboutPage() {
  return (
    <article className="prose max-w-2xl space-y-4">
      <h1 className="text-3xl font-extrabold tracking-tight">About the content</h1>
      <p>
        The Beef Atlas Open Catalog is the content provider of this site. Its recipes and cut descriptions are written
        for this project. Its facts come from public sources, named here:
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Nutrient values: USDA National Nutrient Database for Standard Reference, Release 28 (SR28, 2016), scaled from
          its per-100 g values to the serving shown.
        </li>
        <li>
          Percent daily values: FDA daily values of the 2016 labeling rule (adults and children 4 years and older).
        </li>
        <li>
          Safe minimum internal temperatures: USDA Food Safety and Inspection Service, 145 °F with a 3-minute rest for
          steaks and roasts, 160 °F for ground beef.
        </li>
        <li>Cut numbers: USDA Institutional Meat Purchase Specifications (IMPS), Series 100 Fresh Beef.</li>
      </ul>
    </article>
  );
}
