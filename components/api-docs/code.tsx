import { Fragment } from 'react';

const CODE = 'rounded bg-stone-100 px-1 font-mono text-[0.9em]';

export function Code({ children }: { children: string }) {
  return <code className={CODE}>{children}</code>;
}

/** Renders `code` spans of the document's descriptions as <code>. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className={CODE}>
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
