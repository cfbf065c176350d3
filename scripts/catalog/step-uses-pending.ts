// Lines no step names yet (issue 26), mostly where a step says "the toppings", "the garnishes"
// or "the oil" beside two oils. Each step's text should name them the way a cook reads them
// ("the cumin, coriander and paprika"). stages/step-uses.ts fails on any other unused line, and
// on a line listed here that a step now names, so this list only shrinks. Until a line leaves
// it, cook mode's "You need" leaves it out (exact or absent).
export const PENDING: Record<string, string[]> = {
  'philly-cheesesteak-station': ['salt#1'],
};
