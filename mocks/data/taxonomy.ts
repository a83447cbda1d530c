/**
 * The hand-written catalogue skeleton: a 3-level category tree (root → child → grandchild) whose leaves say what
 * products look like there (nouns, price range, variant kind), plus colours and variant attributes.
 */
import type { Attribute, AttributeValue, Color } from '../domain/types';

export type VariantKind = 'apparel' | 'shoes' | 'phone' | 'laptop' | 'colour' | 'weight' | 'none' | 'digital';

export interface LeafSpec {
  title: string;
  nouns: readonly string[];
  /** Base price range in USD. */
  price: readonly [number, number];
  variants: VariantKind;
}

export interface ChildSpec {
  title: string;
  icon: string;
  leaves: readonly LeafSpec[];
}

export interface RootSpec {
  title: string;
  icon: string;
  children: readonly ChildSpec[];
}

export const TAXONOMY: readonly RootSpec[] = [
  {
    title: 'Electronics',
    icon: 'devices',
    children: [
      {
        title: 'Mobile Phones',
        icon: 'smartphone',
        leaves: [
          {
            title: 'Smartphones',
            nouns: ['Smartphone', 'Phone Pro', 'Phone Lite', 'Phone Max'],
            price: [199, 1299],
            variants: 'phone',
          },
          {
            title: 'Feature Phones',
            nouns: ['Feature Phone', 'Flip Phone', 'Senior Phone'],
            price: [25, 90],
            variants: 'colour',
          },
          {
            title: 'Phone Accessories',
            nouns: ['Fast Charger', 'Phone Case', 'USB-C Cable', 'Power Bank'],
            price: [5, 60],
            variants: 'colour',
          },
        ],
      },
      {
        title: 'Computers',
        icon: 'laptop',
        leaves: [
          {
            title: 'Laptops',
            nouns: ['Laptop', 'Ultrabook', 'Gaming Laptop', 'Notebook'],
            price: [499, 2499],
            variants: 'laptop',
          },
          {
            title: 'Monitors',
            nouns: ['Monitor', '4K Display', 'Curved Monitor'],
            price: [129, 899],
            variants: 'none',
          },
          {
            title: 'Keyboards & Mice',
            nouns: ['Mechanical Keyboard', 'Wireless Mouse', 'Keyboard Combo'],
            price: [15, 160],
            variants: 'colour',
          },
        ],
      },
      {
        title: 'Audio',
        icon: 'headphones',
        leaves: [
          {
            title: 'Headphones',
            nouns: ['Headphones', 'Wireless Earbuds', 'Studio Headset'],
            price: [29, 399],
            variants: 'colour',
          },
          {
            title: 'Speakers',
            nouns: ['Bluetooth Speaker', 'Soundbar', 'Smart Speaker'],
            price: [25, 499],
            variants: 'colour',
          },
        ],
      },
    ],
  },
  {
    title: 'Fashion',
    icon: 'checkroom',
    children: [
      {
        title: 'Men',
        icon: 'man',
        leaves: [
          {
            title: 'Shirts',
            nouns: ['Oxford Shirt', 'Linen Shirt', 'Polo Shirt', 'Flannel Shirt'],
            price: [15, 80],
            variants: 'apparel',
          },
          {
            title: 'Jeans',
            nouns: ['Slim Jeans', 'Straight Jeans', 'Relaxed Jeans'],
            price: [30, 120],
            variants: 'apparel',
          },
          {
            title: "Men's Shoes",
            nouns: ['Sneakers', 'Loafers', 'Running Shoes', 'Boots'],
            price: [40, 180],
            variants: 'shoes',
          },
        ],
      },
      {
        title: 'Women',
        icon: 'woman',
        leaves: [
          {
            title: 'Dresses',
            nouns: ['Midi Dress', 'Wrap Dress', 'Maxi Dress', 'Shirt Dress'],
            price: [25, 160],
            variants: 'apparel',
          },
          {
            title: 'Tops',
            nouns: ['Blouse', 'Knit Top', 'Tank Top', 'Tunic'],
            price: [12, 70],
            variants: 'apparel',
          },
          {
            title: 'Handbags',
            nouns: ['Tote Bag', 'Crossbody Bag', 'Clutch', 'Backpack'],
            price: [30, 300],
            variants: 'colour',
          },
        ],
      },
      {
        title: 'Kids',
        icon: 'child_care',
        leaves: [
          {
            title: "Boys' Clothing",
            nouns: ['Hoodie', 'T-Shirt', 'Joggers'],
            price: [10, 45],
            variants: 'apparel',
          },
          {
            title: "Girls' Clothing",
            nouns: ['Sundress', 'Cardigan', 'Leggings'],
            price: [10, 45],
            variants: 'apparel',
          },
        ],
      },
    ],
  },
  {
    title: 'Home & Kitchen',
    icon: 'chair',
    children: [
      {
        title: 'Furniture',
        icon: 'weekend',
        leaves: [
          {
            title: 'Sofas',
            nouns: ['Sofa', 'Loveseat', 'Sectional Sofa'],
            price: [299, 1499],
            variants: 'colour',
          },
          {
            title: 'Tables',
            nouns: ['Coffee Table', 'Dining Table', 'Side Table', 'Desk'],
            price: [79, 699],
            variants: 'none',
          },
        ],
      },
      {
        title: 'Kitchen',
        icon: 'kitchen',
        leaves: [
          {
            title: 'Cookware',
            nouns: ['Frying Pan', 'Saucepan Set', 'Dutch Oven', 'Wok'],
            price: [19, 249],
            variants: 'none',
          },
          {
            title: 'Small Appliances',
            nouns: ['Blender', 'Toaster', 'Kettle', 'Coffee Maker'],
            price: [29, 349],
            variants: 'colour',
          },
        ],
      },
      {
        title: 'Decor',
        icon: 'lightbulb',
        leaves: [
          {
            title: 'Lighting',
            nouns: ['Floor Lamp', 'Table Lamp', 'Pendant Light'],
            price: [15, 220],
            variants: 'none',
          },
          {
            title: 'Rugs',
            nouns: ['Area Rug', 'Runner Rug', 'Round Rug'],
            price: [40, 400],
            variants: 'colour',
          },
        ],
      },
    ],
  },
  {
    title: 'Beauty & Health',
    icon: 'spa',
    children: [
      {
        title: 'Skincare',
        icon: 'face',
        leaves: [
          {
            title: 'Cleansers',
            nouns: ['Foaming Cleanser', 'Cleansing Oil', 'Micellar Water'],
            price: [6, 45],
            variants: 'none',
          },
          {
            title: 'Moisturisers',
            nouns: ['Day Cream', 'Night Cream', 'Hydrating Gel'],
            price: [8, 60],
            variants: 'none',
          },
        ],
      },
      {
        title: 'Makeup',
        icon: 'brush',
        leaves: [
          {
            title: 'Lipsticks',
            nouns: ['Matte Lipstick', 'Lip Gloss', 'Lip Tint'],
            price: [5, 35],
            variants: 'colour',
          },
          {
            title: 'Eye Makeup',
            nouns: ['Mascara', 'Eyeliner', 'Eyeshadow Palette'],
            price: [6, 40],
            variants: 'none',
          },
        ],
      },
      {
        title: 'Wellness',
        icon: 'favorite',
        leaves: [
          {
            title: 'Vitamins',
            nouns: ['Multivitamin', 'Vitamin D3', 'Omega-3'],
            price: [8, 50],
            variants: 'none',
          },
          {
            title: 'Fitness Trackers',
            nouns: ['Fitness Band', 'Smartwatch', 'Heart Rate Monitor'],
            price: [39, 299],
            variants: 'colour',
          },
        ],
      },
    ],
  },
  {
    title: 'Sports & Outdoors',
    icon: 'sports_soccer',
    children: [
      {
        title: 'Fitness',
        icon: 'fitness_center',
        leaves: [
          {
            title: 'Yoga Mats',
            nouns: ['Yoga Mat', 'Exercise Mat', 'Travel Mat'],
            price: [15, 90],
            variants: 'colour',
          },
          {
            title: 'Dumbbells',
            nouns: ['Dumbbell Set', 'Kettlebell', 'Adjustable Dumbbell'],
            price: [20, 250],
            variants: 'none',
          },
        ],
      },
      {
        title: 'Outdoor',
        icon: 'landscape',
        leaves: [
          {
            title: 'Tents',
            nouns: ['Camping Tent', 'Backpacking Tent', 'Family Tent'],
            price: [60, 600],
            variants: 'none',
          },
          {
            title: 'Bicycles',
            nouns: ['Road Bike', 'Mountain Bike', 'City Bike'],
            price: [199, 1499],
            variants: 'colour',
          },
        ],
      },
      {
        title: 'Team Sports',
        icon: 'sports_basketball',
        leaves: [
          {
            title: 'Footballs',
            nouns: ['Match Football', 'Training Football'],
            price: [12, 80],
            variants: 'none',
          },
          {
            title: 'Basketballs',
            nouns: ['Indoor Basketball', 'Outdoor Basketball'],
            price: [15, 90],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    title: 'Books & Media',
    icon: 'menu_book',
    children: [
      {
        title: 'Books',
        icon: 'book',
        leaves: [
          {
            title: 'Fiction',
            nouns: ['Novel', 'Short Stories', 'Mystery Novel'],
            price: [6, 30],
            variants: 'none',
          },
          {
            title: 'Non-fiction',
            nouns: ['Cookbook', 'Biography', 'Travel Guide'],
            price: [8, 40],
            variants: 'none',
          },
          {
            title: "Children's Books",
            nouns: ['Picture Book', 'Activity Book', 'Bedtime Stories'],
            price: [5, 20],
            variants: 'none',
          },
        ],
      },
      {
        title: 'Digital',
        icon: 'cloud_download',
        leaves: [
          {
            title: 'E-books',
            nouns: ['E-book', 'Audio Guide', 'Online Course'],
            price: [2, 25],
            variants: 'digital',
          },
          {
            title: 'Software',
            nouns: ['Photo Editor', 'Antivirus Licence', 'Office Suite'],
            price: [9, 199],
            variants: 'digital',
          },
        ],
      },
      {
        title: 'Music',
        icon: 'music_note',
        leaves: [
          {
            title: 'Instruments',
            nouns: ['Acoustic Guitar', 'Digital Piano', 'Ukulele'],
            price: [49, 899],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    title: 'Toys & Baby',
    icon: 'toys',
    children: [
      {
        title: 'Toys',
        icon: 'extension',
        leaves: [
          {
            title: 'Building Sets',
            nouns: ['Building Set', 'Construction Kit', 'Marble Run'],
            price: [10, 150],
            variants: 'none',
          },
          {
            title: 'Puzzles',
            nouns: ['Jigsaw Puzzle', 'Brain Teaser', '3D Puzzle'],
            price: [8, 40],
            variants: 'none',
          },
        ],
      },
      {
        title: 'Baby',
        icon: 'stroller',
        leaves: [
          {
            title: 'Strollers',
            nouns: ['Stroller', 'Travel System', 'Buggy'],
            price: [99, 699],
            variants: 'colour',
          },
          {
            title: 'Feeding',
            nouns: ['Baby Bottle Set', 'High Chair Tray', 'Bib Set'],
            price: [6, 60],
            variants: 'none',
          },
        ],
      },
    ],
  },
  {
    title: 'Groceries',
    icon: 'local_grocery_store',
    children: [
      {
        title: 'Beverages',
        icon: 'local_cafe',
        leaves: [
          {
            title: 'Coffee',
            nouns: ['Whole Bean Coffee', 'Ground Coffee', 'Espresso Blend'],
            price: [6, 40],
            variants: 'weight',
          },
          { title: 'Tea', nouns: ['Green Tea', 'Black Tea', 'Herbal Tea'], price: [4, 25], variants: 'none' },
        ],
      },
      {
        title: 'Snacks',
        icon: 'cookie',
        leaves: [
          {
            title: 'Chocolate',
            nouns: ['Dark Chocolate', 'Milk Chocolate', 'Truffle Box'],
            price: [2, 15],
            variants: 'none',
          },
          {
            title: 'Nuts & Seeds',
            nouns: ['Roasted Almonds', 'Cashews', 'Trail Mix'],
            price: [5, 30],
            variants: 'weight',
          },
        ],
      },
    ],
  },
];

export const COLORS: readonly Color[] = [
  { id: 1, name: 'Black', code: '#111827' },
  { id: 2, name: 'White', code: '#F9FAFB' },
  { id: 3, name: 'Silver', code: '#C0C0C0' },
  { id: 4, name: 'Grey', code: '#6B7280' },
  { id: 5, name: 'Red', code: '#DC2626' },
  { id: 6, name: 'Blue', code: '#2563EB' },
  { id: 7, name: 'Navy', code: '#1E3A8A' },
  { id: 8, name: 'Green', code: '#16A34A' },
  { id: 9, name: 'Olive', code: '#6B8E23' },
  { id: 10, name: 'Yellow', code: '#FACC15' },
  { id: 11, name: 'Orange', code: '#F97316' },
  { id: 12, name: 'Pink', code: '#EC4899' },
  { id: 13, name: 'Purple', code: '#9333EA' },
  { id: 14, name: 'Brown', code: '#8B5A2B' },
  { id: 15, name: 'Beige', code: '#E8DCC4' },
  { id: 16, name: 'Gold', code: '#D4AF37' },
];

export const ATTRIBUTES: readonly Attribute[] = [
  { id: 1, title: 'Size' },
  { id: 2, title: 'Shoe Size' },
  { id: 3, title: 'Storage' },
  { id: 4, title: 'Memory' },
  { id: 5, title: 'Weight' },
];

const VALUES: Record<number, readonly string[]> = {
  1: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  2: ['38', '39', '40', '41', '42', '43', '44'],
  3: ['64GB', '128GB', '256GB', '512GB'],
  4: ['8GB RAM', '16GB RAM', '32GB RAM'],
  5: ['250g', '500g', '1kg'],
};

export const ATTRIBUTE_VALUES: readonly AttributeValue[] = ATTRIBUTES.flatMap((attribute) =>
  (VALUES[attribute.id] ?? []).map((value, i) => ({
    id: attribute.id * 100 + i + 1,
    attribute_id: attribute.id,
    value,
  })),
);

export function valuesOf(attributeId: number): AttributeValue[] {
  return ATTRIBUTE_VALUES.filter((v) => v.attribute_id === attributeId);
}

/** Attributes (in key order) used by each variant kind, after the optional colour. */
export const VARIANT_ATTRIBUTES: Record<VariantKind, { colour: boolean; attributes: number[] }> = {
  apparel: { colour: true, attributes: [1] },
  shoes: { colour: true, attributes: [2] },
  phone: { colour: true, attributes: [3] },
  laptop: { colour: true, attributes: [4, 3] },
  colour: { colour: true, attributes: [] },
  weight: { colour: false, attributes: [5] },
  none: { colour: false, attributes: [] },
  digital: { colour: false, attributes: [] },
};

export const ADJECTIVES = [
  'Classic',
  'Essential',
  'Premium',
  'Compact',
  'Everyday',
  'Signature',
  'Ultra',
  'Eco',
  'Pro',
  'Smart',
  'Vintage',
  'Modern',
  'Lightweight',
  'Deluxe',
  'Urban',
  'Nordic',
  'Studio',
  'Travel',
  'Heritage',
  'Active',
] as const;

export const BRAND_NAMES = [
  'Northwind',
  'Aurora',
  'Kestrel',
  'Lumina',
  'Solace',
  'Brightline',
  'Cobalt',
  'Driftwood',
  'Everpeak',
  'Fernhill',
  'Granite',
  'Halcyon',
  'Ironbark',
  'Juniper',
  'Kinetic',
  'Larkspur',
  'Meridian',
  'Nimbus',
  'Oakridge',
  'Pinnacle',
  'Quartz',
  'Riverstone',
  'Saffron',
  'Tidewater',
  'Umbra',
  'Verdant',
  'Willow & Co',
  'Xenon',
  'Yarrow',
  'Zephyr',
] as const;
