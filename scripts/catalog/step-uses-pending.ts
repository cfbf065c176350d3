// Lines no step names yet (issue 26), mostly where a step says "the toppings", "the garnishes"
// or "the oil" beside two oils. Each step's text should name them the way a cook reads them
// ("the cumin, coriander and paprika"). stages/step-uses.ts fails on any other unused line, and
// on a line listed here that a step now names, so this list only shrinks. Until a line leaves
// it, cook mode's "You need" leaves it out (exact or absent).
export const PENDING: Record<string, string[]> = {
  'philly-cheesesteak-station': ['salt#1'],
  'restaurant-beef-pho': [
    'bean-sprouts',
    'basil',
    'cilantro',
    'jalapeno-pepper',
    'lime',
    'hoisin-sauce',
    'hot-pepper-sauce',
  ],
  'ropa-vieja': ['red-bell-pepper', 'green-bell-pepper'],
  'santa-maria-style-grilled-tri-tip': ['salt#1'],
  'slow-cooker-beef-barbacoa': ['yellow-onion#2'],
  'slow-cooker-party-meatballs': ['hot-pepper-sauce'],
  'smoked-whole-packer-brisket': ['apple-cider-vinegar', 'water'],
  'steak-frites-service': ['vegetable-oil#1'],
  'weeknight-beef-bolognese': ['spaghetti', 'parmesan-cheese'],
};
