// Elements a tolerant list left out (./fields.ts), collected while one body is parsed: zod
// parses synchronously, so the reader (lib/api/parse.ts) drains them right after with the
// operation's name and logs each once.

export type Unreadable = { id: string; at: string };

const pending: Unreadable[] = [];

export function reportUnreadable(id: string, at: string): void {
  pending.push({ id, at });
}

/** The elements left out since the last call, and forgets them. */
export function drainUnreadable(): Unreadable[] {
  return pending.splice(0, pending.length);
}
