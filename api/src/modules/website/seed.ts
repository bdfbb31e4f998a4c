import { businessDate, DEFAULT_SERVICES, DEFAULT_STATISTICS } from '@gym/domain';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  gymContentBlocks,
  gymServices,
  gymSettings,
  gymSocialMedia,
  gymTimeSlots,
  statistics,
} from '../../db/schema/index';
import { gymScheduleDays } from '../../db/schema/index';

const DEMO_SOCIAL = [
  {
    platform: 'facebook',
    url: 'https://www.facebook.com/gimnasio.demo.gt',
    handle: 'gimnasio.demo.gt',
    isActive: true,
  },
  {
    platform: 'instagram',
    url: 'https://www.instagram.com/gimnasio.demo.gt',
    handle: '@gimnasio.demo.gt',
    isActive: true,
  },
  { platform: 'tiktok', url: 'https://www.tiktok.com/@gimnasio.demo.gt', handle: '@gimnasio.demo.gt', isActive: true },
  { platform: 'youtube', url: 'https://www.youtube.com/@gimnasiodemogt', handle: null, isActive: false },
];

const EXTRA_SERVICES = [
  {
    title: 'Nutrición deportiva',
    description: 'Asesoría con nutricionista para ganar masa muscular o bajar de peso sin dietas extremas.',
    iconName: 'activity',
    features: ['Plan de alimentación', 'Medición de composición corporal'],
    displayOrder: 5,
  },
  {
    title: 'Área funcional y CrossTraining',
    description: 'Kettlebells, TRX, cuerdas y cajones para entrenamientos de alta intensidad.',
    iconName: 'zap',
    features: ['Clases de 45 minutos', 'Grupos reducidos'],
    displayOrder: 6,
  },
];

const WEEK: { day: string; open: string; close: string; slots: [string, string, number][] }[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    open: '05:00',
    close: '22:00',
    slots: [
      ['05:00', '07:00', 30],
      ['07:00', '09:00', 25],
      ['12:00', '14:00', 20],
      ['17:00', '19:00', 35],
      ['19:00', '21:00', 30],
    ] as [string, string, number][],
  })),
  {
    day: 'saturday',
    open: '07:00',
    close: '14:00',
    slots: [
      ['07:00', '09:00', 25],
      ['09:00', '11:00', 25],
      ['11:00', '13:00', 20],
    ],
  },
];

/** Demo gym configuration: data, not code, so a real gym replaces it from the admin screens. */
const DEMO_GYM = {
  id: 1,
  name: 'Gimnasio Demo',
  tagline: 'Entrena fuerte, vive mejor',
  description:
    'Gimnasio de barrio con pesas libres, máquinas, clases grupales y entrenadores certificados. Abierto de lunes a domingo.',
  logoUrl: null,
  primaryColor: '#1565c0',
  secondaryColor: '#f57c00',
  address: '6a. Avenida 10-25, Zona 10, Ciudad de Guatemala',
  phone: '+502 2345 6789',
  email: 'info@gimnasio.demo',
  whatsapp: '+502 5555 1234',
  mapsUrl: 'https://maps.google.com/?q=Zona+10,+Ciudad+de+Guatemala',
};

/** The demo gym's settings (name, colours, contact), unless a gym is already configured. */
export async function seedDemoGym(db: Executor): Promise<void> {
  await db.insert(gymSettings).values(DEMO_GYM).onConflictDoNothing();
}

/**
 * Website content of the demo gym. Each part is written only when its table is still empty,
 * so it can run after other seeds (plans, schedule) without overwriting them.
 */
export async function seedWebsiteContent(db: Executor, now: Date = new Date()): Promise<void> {
  const [year, month] = businessDate(now).split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  await db
    .update(gymSettings)
    .set({ city: 'Ciudad de Guatemala', latitude: 14.5995, longitude: -90.5131 })
    .where(eq(gymSettings.id, 1));

  const empty = async (
    table:
      typeof statistics | typeof gymServices | typeof gymSocialMedia | typeof gymContentBlocks | typeof gymScheduleDays,
  ) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

  if (await empty(statistics)) await db.insert(statistics).values(DEFAULT_STATISTICS.map((s) => ({ ...s })));
  if (await empty(gymServices))
    await db
      .insert(gymServices)
      .values([...DEFAULT_SERVICES, ...EXTRA_SERVICES].map((s) => ({ ...s, features: [...s.features] })));
  if (await empty(gymSocialMedia)) await db.insert(gymSocialMedia).values(DEMO_SOCIAL);
  if (await empty(gymContentBlocks)) {
    await db.insert(gymContentBlocks).values([
      {
        key: 'promotions',
        value: {
          promotions: [
            {
              id: 'rifa-2025',
              title: 'Gran rifa de aniversario',
              description:
                'Regístrate y deja tu reseña para participar por un mes de membresía gratis, una creatina o un omega 3.',
              endDate: '2025-10-18',
              isActive: true,
            },
            {
              id: 'inscripcion-gratis',
              title: 'Inscripción gratis este mes',
              description: 'Paga tu primer mes y no pagas inscripción. Válido en planes mensuales y trimestrales.',
              endDate: monthEnd,
              isActive: true,
            },
          ],
        },
      },
    ]);
  }
  if (await empty(gymScheduleDays)) {
    await db
      .insert(gymScheduleDays)
      .values([
        ...WEEK.map((d) => ({ day: d.day, isOpen: true, openTime: d.open, closeTime: d.close })),
        { day: 'sunday', isOpen: false, openTime: null, closeTime: null },
      ]);
    await db
      .insert(gymTimeSlots)
      .values(
        WEEK.flatMap((d) =>
          d.slots.map(([startTime, endTime, capacity]) => ({ day: d.day, startTime, endTime, capacity })),
        ),
      );
  }
}
