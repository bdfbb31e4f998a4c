import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, productCategories, productImages, products, type NewProductRow } from '../../db/schema/index';
import type { FileStorage } from '../../storage/file-storage';
import { sanitizeSvg } from '../../lib/svg.sanitizer';
import { productDetailSvg, productFrontSvg, shapeFor, type ProductPicture } from './seed-images';

interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

const CATEGORIES: SeedCategory[] = [
  {
    slug: 'proteinas',
    name: 'Proteínas',
    description: 'Proteína de suero, aislada y vegetal',
  },
  {
    slug: 'creatina-aminoacidos',
    name: 'Creatina y aminoácidos',
    description: 'Fuerza, recuperación y BCAA',
  },
  {
    slug: 'pre-entrenos',
    name: 'Pre-entrenos',
    description: 'Energía y enfoque antes de entrenar',
  },
  {
    slug: 'vitaminas-salud',
    name: 'Vitaminas y salud',
    description: 'Multivitamínicos, omega 3 y más',
  },
  {
    slug: 'accesorios',
    name: 'Accesorios',
    description: 'Shakers, guantes, cinturones y bandas',
  },
  {
    slug: 'ropa',
    name: 'Ropa deportiva',
    description: 'Camisetas, shorts y sudaderas',
  },
];

const BRANDS = [
  { name: 'Optimum Nutrition', website: 'https://www.optimumnutrition.com', description: 'Suplementos deportivos' },
  { name: 'MuscleTech', website: 'https://www.muscletech.com', description: 'Suplementos de alto rendimiento' },
  { name: 'Dymatize', website: 'https://www.dymatize.com', description: 'Proteínas y recuperación' },
  { name: 'BSN', website: 'https://www.gobsn.com', description: 'Proteínas y pre-entrenos' },
  { name: 'Cellucor', website: 'https://www.cellucor.com', description: 'Pre-entrenos C4' },
  { name: 'NOW Foods', website: 'https://www.nowfoods.com', description: 'Vitaminas y minerales' },
  { name: 'Harbinger', website: 'https://www.harbingerfitness.com', description: 'Accesorios de entrenamiento' },
  { name: 'Under Armour', website: 'https://www.underarmour.com', description: 'Ropa deportiva' },
];

type P = [
  sku: string,
  name: string,
  category: string,
  brand: string | null,
  price: number,
  originalPrice: number | null,
  stock: number,
  featured: boolean,
  variants: Record<string, string[]>,
  description: string,
];

const FLAVOURS = { sabor: ['Chocolate', 'Vainilla', 'Fresa'] };
const SIZES = { talla: ['S', 'M', 'L', 'XL'] };

const PRODUCTS: P[] = [
  [
    'PRO-ON-GS5',
    'Gold Standard 100% Whey 5 lb',
    'proteinas',
    'Optimum Nutrition',
    749,
    825,
    18,
    true,
    FLAVOURS,
    'Proteína de suero con 24 g por porción y aminoácidos de cadena ramificada.',
  ],
  [
    'PRO-ON-GS2',
    'Gold Standard 100% Whey 2 lb',
    'proteinas',
    'Optimum Nutrition',
    365,
    null,
    25,
    false,
    FLAVOURS,
    'Presentación de 2 libras, ideal para probar sabores.',
  ],
  [
    'PRO-DY-ISO',
    'ISO100 Hydrolyzed 5 lb',
    'proteinas',
    'Dymatize',
    899,
    950,
    9,
    true,
    FLAVOURS,
    'Proteína aislada hidrolizada de rápida absorción.',
  ],
  [
    'PRO-MT-NIT',
    'Nitro-Tech Whey Gold 5.5 lb',
    'proteinas',
    'MuscleTech',
    699,
    null,
    12,
    false,
    FLAVOURS,
    'Proteína de suero con péptidos aislados.',
  ],
  [
    'PRO-BSN-SYN',
    'Syntha-6 5 lb',
    'proteinas',
    'BSN',
    640,
    710,
    7,
    false,
    FLAVOURS,
    'Mezcla de proteínas de liberación sostenida.',
  ],
  [
    'PRO-BSN-TM',
    'True-Mass Ganador de peso 10 lb',
    'proteinas',
    'BSN',
    585,
    null,
    4,
    false,
    FLAVOURS,
    'Ganador de masa con carbohidratos complejos.',
  ],
  [
    'PRO-ON-CAS',
    'Gold Standard Casein 4 lb',
    'proteinas',
    'Optimum Nutrition',
    720,
    null,
    6,
    false,
    FLAVOURS,
    'Caseína micelar para la noche.',
  ],
  [
    'PRO-NOW-VEG',
    'Proteína vegetal de guisante 2 lb',
    'proteinas',
    'NOW Foods',
    310,
    null,
    10,
    false,
    {},
    'Proteína vegetal sin sabor, apta para veganos.',
  ],
  [
    'CRE-ON-300',
    'Creatina micronizada 300 g',
    'creatina-aminoacidos',
    'Optimum Nutrition',
    265,
    299,
    30,
    true,
    {},
    'Monohidrato de creatina micronizado, 5 g por porción.',
  ],
  [
    'CRE-MT-PLAT',
    'Platinum 100% Creatine 400 g',
    'creatina-aminoacidos',
    'MuscleTech',
    245,
    null,
    22,
    false,
    {},
    'Creatina pura sin sabor.',
  ],
  [
    'CRE-DY-CRE',
    'Creatine Monohydrate 500 g',
    'creatina-aminoacidos',
    'Dymatize',
    320,
    null,
    0,
    false,
    {},
    'Creatina monohidratada de alta pureza.',
  ],
  [
    'AMI-ON-BCAA',
    'BCAA 5000 en polvo 345 g',
    'creatina-aminoacidos',
    'Optimum Nutrition',
    285,
    null,
    14,
    false,
    { sabor: ['Ponche de frutas', 'Limón'] },
    'Aminoácidos de cadena ramificada 2:1:1.',
  ],
  [
    'AMI-MT-GLU',
    'Platinum Glutamina 300 g',
    'creatina-aminoacidos',
    'MuscleTech',
    210,
    null,
    3,
    false,
    {},
    'L-glutamina para la recuperación.',
  ],
  [
    'AMI-BSN-AMI',
    'Amino X 435 g',
    'creatina-aminoacidos',
    'BSN',
    299,
    340,
    11,
    false,
    { sabor: ['Frambuesa azul', 'Sandía'] },
    'Aminoácidos efervescentes sin cafeína.',
  ],
  [
    'PRE-C4-ORI',
    'C4 Original 30 porciones',
    'pre-entrenos',
    'Cellucor',
    289,
    320,
    16,
    true,
    { sabor: ['Ponche de frutas', 'Frambuesa azul', 'Cereza'] },
    'Pre-entreno con 150 mg de cafeína y beta-alanina.',
  ],
  [
    'PRE-C4-ULT',
    'C4 Ultimate 20 porciones',
    'pre-entrenos',
    'Cellucor',
    389,
    null,
    8,
    false,
    { sabor: ['Mango', 'Ice pop'] },
    'Fórmula avanzada de energía y bombeo.',
  ],
  [
    'PRE-ON-GSP',
    'Gold Standard Pre-Workout 30 porciones',
    'pre-entrenos',
    'Optimum Nutrition',
    305,
    null,
    5,
    false,
    { sabor: ['Ponche de frutas', 'Sandía'] },
    'Energía y enfoque con creatina.',
  ],
  [
    'PRE-MT-VAP',
    'Vapor X5 Next Gen 30 porciones',
    'pre-entrenos',
    'MuscleTech',
    330,
    365,
    2,
    false,
    {},
    'Pre-entreno con cafeína y citrulina.',
  ],
  [
    'PRE-BSN-NO',
    'N.O.-Xplode 60 porciones',
    'pre-entrenos',
    'BSN',
    345,
    null,
    9,
    false,
    { sabor: ['Frambuesa azul', 'Uva'] },
    'El clásico pre-entreno para sesiones intensas.',
  ],
  [
    'VIT-ON-OPTI',
    'Opti-Men multivitamínico 150 tabletas',
    'vitaminas-salud',
    'Optimum Nutrition',
    335,
    null,
    13,
    true,
    {},
    'Multivitamínico para hombres activos.',
  ],
  [
    'VIT-ON-OPTW',
    'Opti-Women multivitamínico 120 cápsulas',
    'vitaminas-salud',
    'Optimum Nutrition',
    299,
    null,
    9,
    false,
    {},
    'Multivitamínico para mujeres activas.',
  ],
  [
    'VIT-NOW-O3',
    'Omega 3 1000 mg 200 cápsulas',
    'vitaminas-salud',
    'NOW Foods',
    185,
    210,
    27,
    true,
    {},
    'Aceite de pescado purificado con EPA y DHA.',
  ],
  [
    'VIT-NOW-D3',
    'Vitamina D3 5000 UI 240 cápsulas',
    'vitaminas-salud',
    'NOW Foods',
    145,
    null,
    20,
    false,
    {},
    'Apoyo para huesos y sistema inmune.',
  ],
  [
    'VIT-NOW-MG',
    'Magnesio citrato 120 cápsulas',
    'vitaminas-salud',
    'NOW Foods',
    120,
    null,
    15,
    false,
    {},
    'Ayuda a la función muscular y al descanso.',
  ],
  [
    'VIT-NOW-ZMA',
    'ZMA 90 cápsulas',
    'vitaminas-salud',
    'NOW Foods',
    160,
    null,
    1,
    false,
    {},
    'Zinc, magnesio y vitamina B6.',
  ],
  [
    'ACC-SHK-700',
    'Shaker con compartimento 700 ml',
    'accesorios',
    null,
    65,
    80,
    40,
    true,
    { color: ['Negro', 'Azul', 'Rosa'] },
    'Shaker con rejilla mezcladora y compartimento para polvo.',
  ],
  [
    'ACC-HAR-GLV',
    'Guantes de entrenamiento Pro',
    'accesorios',
    'Harbinger',
    175,
    null,
    12,
    false,
    { talla: ['S', 'M', 'L'] },
    'Guantes acolchados con muñequera.',
  ],
  [
    'ACC-HAR-BLT',
    'Cinturón de levantamiento 4"',
    'accesorios',
    'Harbinger',
    295,
    340,
    6,
    false,
    { talla: ['S', 'M', 'L', 'XL'] },
    'Cinturón de nylon con cierre de velcro.',
  ],
  [
    'ACC-HAR-STR',
    'Straps de levantamiento',
    'accesorios',
    'Harbinger',
    85,
    null,
    18,
    false,
    {},
    'Correas de algodón para mejorar el agarre.',
  ],
  [
    'ACC-BND-SET',
    'Set de bandas de resistencia (5)',
    'accesorios',
    null,
    155,
    null,
    14,
    false,
    {},
    'Cinco niveles de resistencia con bolsa de transporte.',
  ],
  [
    'ACC-RDL-SPD',
    'Cuerda para saltar de velocidad',
    'accesorios',
    null,
    95,
    null,
    10,
    false,
    {},
    'Cable de acero ajustable con rodamientos.',
  ],
  [
    'ACC-TWL-GYM',
    'Toalla de microfibra para gimnasio',
    'accesorios',
    null,
    55,
    null,
    35,
    false,
    { color: ['Gris', 'Azul'] },
    'Secado rápido, tamaño 40 x 80 cm.',
  ],
  [
    'ACC-MAT-YOG',
    'Colchoneta de yoga 6 mm',
    'accesorios',
    null,
    189,
    220,
    0,
    false,
    {},
    'Antideslizante, con correa de transporte.',
  ],
  [
    'ACC-BTL-1L',
    'Botella térmica 1 L',
    'accesorios',
    null,
    135,
    null,
    16,
    false,
    { color: ['Negro', 'Blanco'] },
    'Mantiene el agua fría 24 horas.',
  ],
  [
    'APP-UA-TEE',
    'Camiseta Tech 2.0',
    'ropa',
    'Under Armour',
    215,
    250,
    20,
    true,
    SIZES,
    'Tela ligera de secado rápido.',
  ],
  [
    'APP-UA-SHT',
    'Short de entrenamiento Launch',
    'ropa',
    'Under Armour',
    265,
    null,
    12,
    false,
    SIZES,
    'Short liviano con bolsillos.',
  ],
  [
    'APP-UA-HOD',
    'Sudadera Rival Fleece',
    'ropa',
    'Under Armour',
    450,
    520,
    7,
    false,
    SIZES,
    'Sudadera de felpa suave con capucha.',
  ],
  [
    'APP-UA-LEG',
    'Leggings HeatGear',
    'ropa',
    'Under Armour',
    325,
    null,
    9,
    false,
    { talla: ['XS', 'S', 'M', 'L'] },
    'Compresión ligera para entrenar.',
  ],
  [
    'APP-GYM-TNK',
    'Tank top del gimnasio',
    'ropa',
    null,
    110,
    null,
    25,
    false,
    SIZES,
    'Tank top de algodón con el logo del gimnasio.',
  ],
  ['APP-GYM-CAP', 'Gorra deportiva', 'ropa', null, 95, null, 3, false, {}, 'Gorra ajustable transpirable.'],
];

/**
 * A product's two pictures (front and label), run through the upload's SVG sanitizer so the seed
 * stores exactly what an upload of the same file would.
 */
export function seedPictures(picture: ProductPicture): Buffer[] {
  return [productFrontSvg(picture), productDetailSvg(picture)].map((svg) => {
    const clean = sanitizeSvg(svg);
    if (!clean) throw new Error(`seed picture of ${picture.name} refused by the SVG sanitizer`);
    return clean;
  });
}

/** The demo catalogue: categories, brands, about 40 products with stock, images saved through the storage. */
export async function seedStoreCatalogue(db: Database, storage: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(products);
  if ((existing?.total ?? 0) > 0) return false;

  // Files first: a failed write leaves no product pointing at a missing image.
  const files = new Map<string, string[]>();
  for (const [sku, name, slug, brand] of PRODUCTS) {
    const key = sku.toLowerCase();
    const category = CATEGORIES.find((c) => c.slug === slug);
    const pictures = seedPictures({
      name,
      brand: brand ?? category?.name ?? '',
      seed: sku,
      shape: shapeFor(slug, name),
    });
    const saved: { url: string }[] = [];
    for (const [index, picture] of pictures.entries())
      saved.push(await storage.save(`products/seed/${key}-${index + 1}.svg`, picture, 'image/svg+xml'));
    files.set(
      sku,
      saved.map((file) => file.url),
    );
  }

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(productCategories)
      .values(
        CATEGORIES.map((c, index) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          displayOrder: index + 1,
        })),
      )
      .returning();
    const brandRows = await tx.insert(brands).values(BRANDS).returning();
    const base = Date.now();
    const rows: NewProductRow[] = PRODUCTS.map(
      ([sku, name, slug, brand, price, originalPrice, stock, featured, variants, description], index) => ({
        sku,
        name,
        description,
        price: price.toFixed(2),
        originalPrice: originalPrice?.toFixed(2) ?? null,
        stockQuantity: stock,
        variants,
        categoryId: categoryRows.find((c) => c.slug === slug)!.id,
        brandId: brand ? (brandRows.find((b) => b.name === brand)?.id ?? null) : null,
        isFeatured: featured,
        deliveryTime: '2-3 días',
        // Distinct creation times keep "newest first" stable.
        createdAt: new Date(base - index * 60_000),
      }),
    );
    const inserted = await tx
      .insert(products)
      .values(rows)
      .returning({ id: products.id, sku: products.sku, name: products.name });
    await tx.insert(productImages).values(
      inserted.flatMap((product) =>
        (files.get(product.sku) ?? []).map((url, index) => ({
          productId: product.id,
          imageUrl: url,
          imageKey: url.replace(/^\/uploads\//, ''),
          isPrimary: index === 0,
          altText: product.name,
          displayOrder: index,
        })),
      ),
    );
  });
  return true;
}
