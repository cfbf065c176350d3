// Lines no step names yet (issue 26): empty since every step names its lines the way a cook
// reads them ("the cumin, coriander and paprika", "the remaining 2 tablespoons oil").
// stages/step-uses.ts fails on any unused line not listed here, and on a listed line a step
// names, so this list only shrinks. A listed line is left out of cook mode's "You need".
export const PENDING: Record<string, string[]> = {};
