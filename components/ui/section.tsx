export function Section({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <section aria-labelledby={headingId} className={`space-y-3 ${className}`}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
