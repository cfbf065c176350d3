/** A tip set apart from the text around it (a kitchen tip, a butcher's tip); `label` names the
 *  landmark for screen readers, `title` is its visible heading. */
export function Tip({ label, title, children }: { label: string; title: string; children: React.ReactNode }) {
  return (
    <aside aria-label={label} className="rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4">
      <p className="font-semibold text-brand-900">{title}</p>
      <p className="mt-1">{children}</p>
    </aside>
  );
}
