/**
 * Counted phrases of the storefront, one keyword per CLDR plural category: `<base>_<category>` (`items_one`,
 * `items_other`; French adds `many`, Arabic has all six). The storefront picks the form with `Intl.PluralRules`
 * (src/lib/i18n/plural.ts). Arabic zero/one/two forms carry no number, as Arabic writes them.
 */
type Forms<C extends string> = Readonly<Record<C, string>>;

interface CountedForms {
  en: Forms<'one' | 'other'>;
  fr: Forms<'one' | 'many' | 'other'>;
  ar: Forms<'zero' | 'one' | 'two' | 'few' | 'many' | 'other'>;
}

export const PLURAL_KEYWORDS: Readonly<Record<string, CountedForms>> = {
  items: {
    en: { one: '{count} item', other: '{count} items' },
    fr: { one: '{count} article', many: '{count} d’articles', other: '{count} articles' },
    ar: {
      zero: 'لا عناصر',
      one: 'عنصر واحد',
      two: 'عنصران',
      few: '{count} عناصر',
      many: '{count} عنصرًا',
      other: '{count} عنصر',
    },
  },
  products: {
    en: { one: '{count} product', other: '{count} products' },
    fr: { one: '{count} produit', many: '{count} de produits', other: '{count} produits' },
    ar: {
      zero: 'لا منتجات',
      one: 'منتج واحد',
      two: 'منتجان',
      few: '{count} منتجات',
      many: '{count} منتجًا',
      other: '{count} منتج',
    },
  },
  products_found: {
    en: { one: '{count} product found', other: '{count} products found' },
    fr: {
      one: '{count} produit trouvé',
      many: '{count} de produits trouvés',
      other: '{count} produits trouvés',
    },
    ar: {
      zero: 'لم يُعثر على منتجات',
      one: 'تم العثور على منتج واحد',
      two: 'تم العثور على منتجين',
      few: 'تم العثور على {count} منتجات',
      many: 'تم العثور على {count} منتجًا',
      other: 'تم العثور على {count} منتج',
    },
  },
  reviews: {
    en: { one: '{count} review', other: '{count} reviews' },
    fr: { one: '{count} avis', many: '{count} d’avis', other: '{count} avis' },
    ar: {
      zero: 'لا مراجعات',
      one: 'مراجعة واحدة',
      two: 'مراجعتان',
      few: '{count} مراجعات',
      many: '{count} مراجعة',
      other: '{count} مراجعة',
    },
  },
  ratings: {
    en: { one: '{count} rating', other: '{count} ratings' },
    fr: { one: '{count} note', many: '{count} de notes', other: '{count} notes' },
    ar: {
      zero: 'لا تقييمات',
      one: 'تقييم واحد',
      two: 'تقييمان',
      few: '{count} تقييمات',
      many: '{count} تقييمًا',
      other: '{count} تقييم',
    },
  },
  followers: {
    en: { one: '{count} follower', other: '{count} followers' },
    fr: { one: '{count} abonné', many: '{count} d’abonnés', other: '{count} abonnés' },
    ar: {
      zero: 'لا متابعين',
      one: 'متابع واحد',
      two: 'متابعان',
      few: '{count} متابعين',
      many: '{count} متابعًا',
      other: '{count} متابع',
    },
  },
  points: {
    en: { one: '{count} point', other: '{count} points' },
    fr: { one: '{count} point', many: '{count} de points', other: '{count} points' },
    ar: {
      zero: 'لا نقاط',
      one: 'نقطة واحدة',
      two: 'نقطتان',
      few: '{count} نقاط',
      many: '{count} نقطة',
      other: '{count} نقطة',
    },
  },
  orders: {
    en: { one: '{count} order', other: '{count} orders' },
    fr: { one: '{count} commande', many: '{count} de commandes', other: '{count} commandes' },
    ar: {
      zero: 'لا طلبات',
      one: 'طلب واحد',
      two: 'طلبان',
      few: '{count} طلبات',
      many: '{count} طلبًا',
      other: '{count} طلب',
    },
  },
  in_stock: {
    en: { one: '{count} in stock', other: '{count} in stock' },
    fr: { one: '{count} en stock', many: '{count} en stock', other: '{count} en stock' },
    ar: {
      zero: 'لا شيء في المخزون',
      one: 'قطعة واحدة في المخزون',
      two: 'قطعتان في المخزون',
      few: '{count} قطع في المخزون',
      many: '{count} قطعة في المخزون',
      other: '{count} قطعة في المخزون',
    },
  },
  items_available: {
    en: { one: 'Only {count} item available', other: 'Only {count} items available' },
    fr: {
      one: 'Seulement {count} article disponible',
      many: 'Seulement {count} d’articles disponibles',
      other: 'Seulement {count} articles disponibles',
    },
    ar: {
      zero: 'لا تتوفر أي قطعة',
      one: 'تتوفر قطعة واحدة فقط',
      two: 'تتوفر قطعتان فقط',
      few: 'تتوفر {count} قطع فقط',
      many: 'تتوفر {count} قطعة فقط',
      other: 'تتوفر {count} قطعة فقط',
    },
  },
  stars_and_up: {
    en: { one: '{count} star & up', other: '{count} stars & up' },
    fr: {
      one: '{count} étoile et plus',
      many: '{count} d’étoiles et plus',
      other: '{count} étoiles et plus',
    },
    ar: {
      zero: 'بلا نجوم فأكثر',
      one: 'نجمة واحدة فأكثر',
      two: 'نجمتان فأكثر',
      few: '{count} نجوم فأكثر',
      many: '{count} نجمة فأكثر',
      other: '{count} نجمة فأكثر',
    },
  },
  pending_changes: {
    en: {
      one: '{count} cart change waiting for the connection',
      other: '{count} cart changes waiting for the connection',
    },
    fr: {
      one: '{count} modification du panier en attente de connexion',
      many: '{count} de modifications du panier en attente de connexion',
      other: '{count} modifications du panier en attente de connexion',
    },
    ar: {
      zero: 'لا تغييرات في السلة بانتظار الاتصال',
      one: 'تغيير واحد في السلة بانتظار الاتصال',
      two: 'تغييران في السلة بانتظار الاتصال',
      few: '{count} تغييرات في السلة بانتظار الاتصال',
      many: '{count} تغييرًا في السلة بانتظار الاتصال',
      other: '{count} تغيير في السلة بانتظار الاتصال',
    },
  },
};

/** `<base>_<category>` → form, for one language. */
export function pluralKeywordMap(locale: 'en' | 'ar' | 'fr'): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [base, forms] of Object.entries(PLURAL_KEYWORDS)) {
    for (const [category, text] of Object.entries(forms[locale])) map[`${base}_${category}`] = text;
  }
  return map;
}
