/** The demo's cast and themes. Words only: every image is generated locally by demo/art.ts. */
export const DEMO_USERS = [
  { username: 'demo', first: 'Dana', last: 'Demo' },
  { username: 'maya_makes', first: 'Maya', last: 'Okafor' },
  { username: 'leo_cooks', first: 'Leo', last: 'Marchetti' },
  { username: 'ines_travels', first: 'Inès', last: 'Duval' },
  { username: 'sam_builds', first: 'Sam', last: 'Whitaker' },
  { username: 'yuki_draws', first: 'Yuki', last: 'Tanaka' },
  { username: 'noah_grows', first: 'Noah', last: 'Lindqvist' },
  { username: 'priya_styles', first: 'Priya', last: 'Raman' },
  { username: 'omar_shoots', first: 'Omar', last: 'Haddad' },
  { username: 'zoe_moves', first: 'Zoe', last: 'Kowalski' },
] as const;

export interface Theme {
  board: string;
  /** The interest every pin of the theme is annotated with (its noun is another). */
  topic: string;
  description: string;
  sections?: string[];
  nouns: string[];
  adjectives: string[];
  domain: string;
  kind?: 'product' | 'recipe';
  privacy?: 'secret' | 'protected';
}

export const THEMES: Theme[] = [
  {
    board: 'Cozy living rooms',
    topic: 'Home decor',
    description: 'Warm corners and soft light.',
    sections: ['Sofas', 'Lighting'],
    nouns: ['living room', 'reading nook', 'sofa corner', 'fireplace'],
    adjectives: ['cozy', 'warm', 'minimal', 'boho'],
    domain: 'homeandhearth.example',
  },
  {
    board: 'Weeknight dinners',
    topic: 'Dinner recipes',
    description: 'Fast, good food for busy evenings.',
    kind: 'recipe',
    sections: ['Pasta', 'Soups'],
    nouns: ['pasta', 'curry', 'stir fry', 'tacos', 'soup'],
    adjectives: ['easy', 'spicy', 'creamy', 'one-pan'],
    domain: 'dinnertonight.example',
  },
  {
    board: 'Baking projects',
    topic: 'Baking',
    description: 'Breads, cakes and everything with butter.',
    kind: 'recipe',
    nouns: ['sourdough', 'lemon cake', 'cinnamon rolls', 'galette'],
    adjectives: ['flaky', 'golden', 'rustic', 'fluffy'],
    domain: 'flourpower.example',
  },
  {
    board: 'Places to go',
    topic: 'Travel',
    description: 'Someday, somewhere.',
    sections: ['Europe', 'Asia'],
    nouns: ['coastline', 'old town', 'mountain pass', 'harbour'],
    adjectives: ['quiet', 'sunny', 'hidden', 'colourful'],
    domain: 'wanderlist.example',
  },
  {
    board: 'Workshop ideas',
    topic: 'Woodworking',
    description: 'Things to build this winter.',
    nouns: ['bookshelf', 'workbench', 'planter box', 'stool'],
    adjectives: ['simple', 'sturdy', 'weekend', 'scrap-wood'],
    domain: 'sawdust.example',
  },
  {
    board: 'Sketchbook',
    topic: 'Drawing',
    description: 'Colour studies and doodles.',
    nouns: ['colour study', 'gouache sketch', 'ink drawing', 'pattern'],
    adjectives: ['bold', 'tiny', 'abstract', 'loose'],
    domain: 'inkandpaper.example',
  },
  {
    board: 'Garden plans',
    topic: 'Gardening',
    description: 'Beds, borders and balcony pots.',
    sections: ['Vegetables'],
    nouns: ['raised bed', 'herb spiral', 'balcony garden', 'border'],
    adjectives: ['lush', 'edible', 'shady', 'wild'],
    domain: 'greenthumb.example',
  },
  {
    board: 'Capsule wardrobe',
    topic: 'Fashion',
    description: 'Fewer, better clothes.',
    kind: 'product',
    nouns: ['linen shirt', 'wool coat', 'canvas tote', 'leather boots'],
    adjectives: ['classic', 'everyday', 'oversized', 'tailored'],
    domain: 'slowcloset.example',
  },
  {
    board: 'Photo inspiration',
    topic: 'Photography',
    description: 'Light, shadow and colour.',
    nouns: ['street scene', 'portrait light', 'long exposure', 'still life'],
    adjectives: ['moody', 'golden-hour', 'high-contrast', 'pastel'],
    domain: 'aperture.example',
  },
  {
    board: 'Home workouts',
    topic: 'Fitness',
    description: 'No gym needed.',
    nouns: ['core routine', 'stretch flow', 'mobility drill', 'hiit circuit'],
    adjectives: ['10-minute', 'gentle', 'full-body', 'morning'],
    domain: 'movemore.example',
  },
  {
    board: 'Kitchen gear',
    topic: 'Cooking tools',
    description: 'Tools that earn their drawer space.',
    kind: 'product',
    nouns: ['chef knife', 'dutch oven', 'pour-over kettle', 'cutting board'],
    adjectives: ['cast-iron', 'walnut', 'enamel', 'carbon-steel'],
    domain: 'goodtools.example',
  },
  {
    board: 'Gift ideas (secret!)',
    topic: 'Gifts',
    description: 'Do not peek.',
    kind: 'product',
    privacy: 'secret',
    nouns: ['scarf', 'ceramic mug', 'notebook', 'candle'],
    adjectives: ['handmade', 'soft', 'speckled', 'hand-poured'],
    domain: 'giftshop.example',
  },
  {
    board: 'Renovation drafts',
    topic: 'Renovation',
    description: 'Not ready to share yet.',
    privacy: 'protected',
    nouns: ['tile layout', 'bathroom vanity', 'stair rail', 'floor plan'],
    adjectives: ['terrazzo', 'oak', 'matte black', 'open'],
    domain: 'rehab.example',
  },
  {
    board: 'Architecture',
    topic: 'Architecture',
    description: 'Buildings worth a detour.',
    nouns: ['facade', 'staircase', 'courtyard', 'concrete pavilion'],
    adjectives: ['brutalist', 'curved', 'modernist', 'sunlit'],
    domain: 'builtform.example',
  },
  {
    board: 'Desk setups',
    topic: 'Workspace',
    description: 'Calm places to work.',
    kind: 'product',
    nouns: ['desk lamp', 'monitor stand', 'keyboard', 'cable tray'],
    adjectives: ['minimal', 'wooden', 'compact', 'ergonomic'],
    domain: 'deskgoals.example',
  },
];

export const RECIPE_TIMES = ['15 min', '20 min', '30 min', '45 min', '1 hr', '1 hr 30 min'];
export const BRANDS = ['Northwind', 'Fable & Co', 'Atelier Nine', 'Common Goods', 'Oak + Ash'];
export const PROMOTERS = ['Northwind Outfitters', 'Fable & Co', 'Greenleaf Garden Supply'];

/** Notes people keep on their pins (spec "pinNote"). */
export const PIN_NOTES = [
  'Saving this for the spring refresh',
  'Try this next weekend',
  'Show this to Sam before we decide',
  'Love the colours, check the sizes first',
];
