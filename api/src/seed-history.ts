/**
 * Years of a gym's life written in bulk by SQL (issue 35 item 1): members (some churned), their
 * memberships and payments, visits, online orders with their lines, payments and status
 * history, counter sales with their lines, expenses with recurring series, the stock movements
 * all those sales leave (chained per product, ending at the product's stock), and the audit rows.
 *
 * Every random choice is a hash of (seed, purpose, row number) (`hashint8extended`), and every id a
 * hash turned into a version-4 uuid, so one seed gives the same rows on PGlite and PostgreSQL. The
 * history ends yesterday (no row in the future); statuses are read against today. It runs on top of
 * the demo data (its staff, plans and catalogue), in one transaction.
 */
import { businessDate, LOCALE, VAT_RATE } from '@gym/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from './db/client';
import { COUNTED_TABLES, foldRowCounts } from './db/row-counts';
import { hashPassword } from './lib/passwords';
import { DEFAULT_PREFERENCES } from './modules/users/presenter';

/** Rows of five years at scale 1 (issue 35); fewer years or a smaller scale take their share. */
export const HISTORY_FIVE_YEARS = {
  members: 3_500,
  /** Memberships follow from members and their tenure (about 45,000 at scale 1). */
  membershipVisits: 225_000,
  dailyPasses: 25_000,
  orders: 40_000,
  localSales: 30_000,
  expenses: 3_000,
} as const;

/** The password of every generated member. */
export const HISTORY_MEMBER_PASSWORD = 'Historial123';
/** Every generated member's email ends with it (how a second run knows the history is there). */
export const HISTORY_EMAIL_DOMAIN = 'historial.demo';

export interface HistoryOptions {
  /** Years of history ending yesterday (fractions allowed: 1/12 is about a month). */
  years: number;
  seed: number;
  /** Multiplies every count (0.02 for a quick test). */
  scale?: number;
  /** The moment the history is written "now" (default: the clock). */
  now?: Date;
  log?: (line: string) => void;
}

export interface HistoryCounts {
  members: number;
  memberships: number;
  payments: number;
  visits: number;
  orders: number;
  orderItems: number;
  orderStatusHistory: number;
  localSales: number;
  localSaleItems: number;
  expenses: number;
  stockMovements: number;
  auditEvents: number;
}

// prettier-ignore
const FIRST_NAMES = [
  'José', 'María', 'Luis', 'Ana', 'Carlos', 'Sofía', 'Juan', 'Gabriela', 'Diego', 'Lucía', 'Miguel', 'Valeria',
  'Jorge', 'Andrea', 'Fernando', 'Daniela', 'Ricardo', 'Paola', 'Mario', 'Camila', 'Pablo', 'Isabel', 'Héctor',
  'Mónica', 'Andrés', 'Claudia', 'Sergio', 'Alejandra', 'Oscar', 'Mariela', 'Rodrigo', 'Karla', 'Esteban', 'Rocío',
];
// prettier-ignore
const LAST_NAMES = [
  'García', 'López', 'Pérez', 'Hernández', 'Morales', 'Ramírez', 'Castillo', 'González', 'Rodríguez', 'Méndez',
  'Cruz', 'Reyes', 'Juárez', 'Ortiz', 'Sánchez', 'Flores', 'Estrada', 'Aguilar', 'Barrios', 'Orellana', 'Pineda',
  'Monterroso', 'Cifuentes', 'Ajú', 'Tzul', 'Xicará', 'De León', 'Soto', 'Véliz', 'Recinos', 'Samayoa', 'Figueroa',
];

/** Recurring expense series: one row each period from the first day of the history. */
// prettier-ignore
const SERIES = [
  { title: 'Alquiler del local', category: 'rent', amount: 8500, every: '1 month', frequency: 'monthly', vendor: 'Inmobiliaria Zona 10' },
  { title: 'Planilla de entrenadores', category: 'staff_salary', amount: 12000, every: '14 days', frequency: 'biweekly', vendor: null },
  { title: 'Energía eléctrica', category: 'utilities', amount: 1800, every: '1 month', frequency: 'monthly', vendor: 'EEGSA' },
  { title: 'Planilla de recepción', category: 'staff_salary', amount: 4500, every: '14 days', frequency: 'biweekly', vendor: null },
  { title: 'Agua potable', category: 'utilities', amount: 350, every: '1 month', frequency: 'monthly', vendor: 'EMPAGUA' },
  { title: 'Internet y telefonía', category: 'utilities', amount: 600, every: '1 month', frequency: 'monthly', vendor: 'Tigo Business' },
  { title: 'Servicio de limpieza', category: 'cleaning_supplies', amount: 1200, every: '1 month', frequency: 'monthly', vendor: 'Limpieza Total' },
  { title: 'Seguro del local', category: 'insurance', amount: 2500, every: '3 months', frequency: 'quarterly', vendor: 'Seguros G&T' },
  { title: 'Mantenimiento de máquinas', category: 'equipment_maintenance', amount: 1500, every: '3 months', frequency: 'quarterly', vendor: 'Fitness Service GT' },
] as const;

const ONE_OFF = [
  { title: 'Compra de mancuernas', category: 'equipment_purchase', vendor: 'Deportes Quetzal' },
  { title: 'Reparación de caminadora', category: 'equipment_maintenance', vendor: 'Fitness Service GT' },
  { title: 'Productos de limpieza', category: 'cleaning_supplies', vendor: 'Distribuidora La Económica' },
  { title: 'Publicidad en redes sociales', category: 'marketing', vendor: 'Meta Platforms' },
  { title: 'Volantes y mantas', category: 'marketing', vendor: 'Imprenta Nacional' },
  { title: 'Pago de IVA', category: 'taxes', vendor: 'SAT' },
  { title: 'Botiquín y primeros auxilios', category: 'other_expense', vendor: 'Farmacia Galeno' },
  { title: 'Gas para calentador', category: 'utilities', vendor: 'Zeta Gas' },
  { title: 'Toallas y uniformes', category: 'other_expense', vendor: 'Textiles Maya' },
  { title: 'Bandas y ligas', category: 'equipment_purchase', vendor: 'Deportes Quetzal' },
] as const;

/** The rows of a raw statement (drizzle types `execute` loosely over the two drivers). */
async function rowsOf<T>(db: Executor, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const array = (values: readonly (string | null)[]) =>
  `ARRAY[${values.map((v) => (v === null ? 'NULL' : text(v))).join(', ')}]::text[]`;

/** The SQL of one history: every helper reads the seed, the days and the counts. */
function historySql(options: Required<Omit<HistoryOptions, 'log'>>, passwordHash: string) {
  const seed = Math.trunc(options.seed);
  const f = options.scale * (options.years / 5);
  const count = (five: number) => Math.max(1, Math.round(five * f));
  const today = businessDate(options.now);
  const days = Math.max(1, Math.round(options.years * 365.25));
  const T = `DATE ${text(today)}`;
  const L = `(${T} - 1)`; // the last day of history
  const S = `(${T} - ${days})`; // the first
  const NOW = `TIMESTAMPTZ ${text(options.now.toISOString())}`;
  const ZONE = text(LOCALE.timeZone);
  /** A uniform number in [0, 1) for purpose k of row i. */
  const r = (k: number, i: string) =>
    `((hashint8extended((${i})::bigint, ${seed * 1000 + k}) & 4503599627370495)::float8 / 4503599627370496.0)`;
  const pick = (k: number, i: string, n: number | string) => `(1 + floor(${r(k, i)} * (${n}))::int)`;
  /** A deterministic version-4 uuid for a row. */
  const uuid = (tag: string, key: string) =>
    `(overlay(overlay(md5(${text(`${seed}:${tag}:`)} || (${key})::text) placing '4' from 13) placing '8' from 17))::uuid`;
  /** A Guatemala wall-clock time of a day, as a timestamp. */
  const at = (day: string, minutes: string) =>
    `(((${day})::timestamp + (${minutes}) * interval '1 minute') AT TIME ZONE ${ZONE})`;
  const localDay = (ts: string) => `((${ts}) AT TIME ZONE ${ZONE})::date`;
  /** Sunday (closed) moves to Monday, or Saturday when Monday is past the history. */
  const open = (day: string) =>
    `(CASE WHEN extract(dow FROM ${day}) = 0 THEN (CASE WHEN ${day} + 1 <= ${L} THEN ${day} + 1 ELSE ${day} - 1 END) ELSE ${day} END)`;
  const round2 = (value: string) => `round((${value})::numeric, 2)`;
  const vat = 1 + VAT_RATE;
  const firstName = (k: number, i: string) => `(${array(FIRST_NAMES)})[${pick(k, i, FIRST_NAMES.length)}]`;
  const lastName = (k: number, i: string) => `(${array(LAST_NAMES)})[${pick(k, i, LAST_NAMES.length)}]`;
  const fold = (value: string) => `translate(lower(${value}), 'áéíóúñü ', 'aeiounu')`;
  const seriesCount = Math.max(1, Math.round(SERIES.length * Math.min(1, options.scale)));
  const series = SERIES.slice(0, seriesCount);

  const counts = {
    members: count(HISTORY_FIVE_YEARS.members),
    membershipVisits: count(HISTORY_FIVE_YEARS.membershipVisits),
    dailyPasses: count(HISTORY_FIVE_YEARS.dailyPasses),
    orders: count(HISTORY_FIVE_YEARS.orders),
    localSales: count(HISTORY_FIVE_YEARS.localSales),
    expenses: count(HISTORY_FIVE_YEARS.expenses),
  };
  // Mean tenure in months: calibrated so five years hold about 45,000 memberships.
  const TENURE_MONTHS = 24;

  const statements: [label: string, sql: string][] = [
    [
      'staff, plans and products',
      `CREATE TEMP TABLE h_ctx ON COMMIT DROP AS SELECT
         (SELECT id FROM users WHERE role = 'admin' AND deleted_at IS NULL ORDER BY created_at, email LIMIT 1) AS admin_id,
         coalesce((SELECT id FROM users WHERE role = 'colaborador' AND deleted_at IS NULL ORDER BY created_at, email LIMIT 1),
                  (SELECT id FROM users WHERE role = 'admin' AND deleted_at IS NULL ORDER BY created_at, email LIMIT 1)) AS clerk_id,
         (SELECT id FROM membership_plans WHERE duration_type = 'daily' ORDER BY display_order, name LIMIT 1) AS daily_plan_id;
       CREATE TEMP TABLE h_plan ON COMMIT DROP AS
         SELECT DISTINCT ON (duration_type) duration_type, id, price, name,
                CASE duration_type WHEN 'monthly' THEN 1 WHEN 'quarterly' THEN 3 ELSE 12 END AS months
         FROM membership_plans WHERE duration_type IN ('monthly', 'quarterly', 'annual')
         ORDER BY duration_type, display_order, name;
       CREATE TEMP TABLE h_product ON COMMIT DROP AS
         SELECT row_number() OVER (ORDER BY sku)::int AS pn, id, name, sku, price, stock_quantity
         FROM products WHERE is_active AND archived_at IS NULL;`,
    ],
    [
      'members',
      `CREATE TEMP TABLE h_member ON COMMIT DROP AS
       WITH base AS (
         SELECT i, ${firstName(1, 'i')} AS first_name, ${lastName(2, 'i')} AS last_name, ${lastName(3, 'i')} AS last_name2,
           CASE WHEN ${r(4, 'i')} < 0.25
                 AND make_date(extract(year FROM ${S})::int + floor(${r(5, 'i')} * ${Math.ceil(options.years) + 1})::int, 1, ${pick(6, 'i', 28)}) BETWEEN ${S} AND ${L}
                THEN make_date(extract(year FROM ${S})::int + floor(${r(5, 'i')} * ${Math.ceil(options.years) + 1})::int, 1, ${pick(6, 'i', 28)})
                ELSE ${S} + floor(${r(7, 'i')} * ${days})::int END AS raw_join,
           CASE WHEN ${r(8, 'i')} < 0.75 THEN 'monthly' WHEN ${r(8, 'i')} < 0.93 THEN 'quarterly' ELSE 'annual' END AS plan_type,
           greatest(1, ceil(-ln(1 - ${r(9, 'i')}) * ${TENURE_MONTHS}))::int AS tenure,
           CASE WHEN ${r(10, 'i')} < 0.45 THEN 'cash' WHEN ${r(10, 'i')} < 0.7 THEN 'card' ELSE 'transfer' END AS method
         FROM generate_series(1, ${counts.members}) AS i),
       joined AS (
         SELECT b.*, make_date(extract(year FROM b.raw_join)::int, extract(month FROM b.raw_join)::int,
                               least(28, extract(day FROM b.raw_join)::int)) AS join_date
         FROM base b)
       SELECT j.i, ${uuid('user', 'j.i')} AS id, j.first_name, j.last_name || ' ' || j.last_name2 AS last_name,
         ${fold("j.first_name || '.' || j.last_name")} || '.' || j.i || '@${HISTORY_EMAIL_DOMAIN}' AS email,
         '+502 ' || (ARRAY['3','4','5'])[${pick(11, 'j.i', 3)}] || lpad(((j.i * 7919 + ${seed}) % 1000)::text, 3, '0') || ' '
           || lpad(((j.i * 104729 + ${seed}) % 10000)::text, 4, '0') AS phone,
         greatest(j.join_date, ${S}) AS join_date, p.duration_type AS plan_type, p.id AS plan_id, p.price, p.name AS plan_name,
         p.months, j.method,
         least(ceil(j.tenure::numeric / p.months)::int,
               ((extract(year FROM age(${L}, greatest(j.join_date, ${S}))) * 12 + extract(month FROM age(${L}, greatest(j.join_date, ${S}))))::int / p.months) + 1) AS n
       FROM joined j JOIN h_plan p ON p.duration_type = j.plan_type;`,
    ],
    [
      'users',
      `INSERT INTO users (id, email, password_hash, first_name, last_name, phone, role, date_of_birth, city, preferences,
                          is_active, created_at, updated_at)
       SELECT m.id, m.email, ${text(passwordHash)}, m.first_name, m.last_name, m.phone, 'cliente',
         make_date(1962 + floor(${r(12, 'm.i')} * 44)::int, ${pick(13, 'm.i', 12)}, ${pick(14, 'm.i', 28)}),
         (ARRAY['Guatemala','Mixco','Villa Nueva','Santa Catarina Pinula'])[${pick(15, 'm.i', 4)}],
         ${text(JSON.stringify(DEFAULT_PREFERENCES))}::jsonb,
         NOT (m.join_date + make_interval(months => m.n * m.months) <= ${T} AND ${r(16, 'm.i')} < 0.15),
         ${at('m.join_date', `480 + floor(${r(17, 'm.i')} * 600)`)}, ${at('m.join_date', `480 + floor(${r(17, 'm.i')} * 600)`)}
       FROM h_member m;`,
    ],
    [
      'memberships',
      `CREATE TEMP TABLE h_ms ON COMMIT DROP AS
       WITH raw AS (
         SELECT m.i, k, m.id AS user_id, m.plan_id, m.price, m.plan_name, m.months, m.method,
           (m.join_date + make_interval(months => k * m.months))::date AS start_date,
           (m.join_date + make_interval(months => (k + 1) * m.months) - interval '1 day')::date AS end_date,
           k = m.n - 1 AS is_last
         FROM h_member m CROSS JOIN LATERAL generate_series(0, m.n - 1) AS k),
       numbered AS (SELECT row_number() OVER (ORDER BY i, k)::int AS rn, raw.* FROM raw)
       SELECT n.*, ${uuid('membership', 'n.rn')} AS id,
         CASE WHEN n.is_last AND n.start_date >= ${T} - 3 AND ${r(20, 'n.rn')} < 0.3 THEN 'pending'
              WHEN n.is_last AND n.end_date < ${T} AND ${r(21, 'n.rn')} < 0.06 THEN 'cancelled'
              WHEN n.end_date < ${T} THEN 'expired' ELSE 'active' END AS status,
         ${at('n.start_date', `420 + floor(${r(22, 'n.rn')} * 720)`)} AS created_at
       FROM numbered n;
       UPDATE h_ms SET method = 'transfer' WHERE status = 'pending';
       INSERT INTO memberships (id, user_id, plan_id, status, start_date, end_date, price, created_by, cancel_reason, created_at, updated_at)
       SELECT ms.id, ms.user_id, ms.plan_id, ms.status, ms.start_date, ms.end_date, ms.price,
         CASE WHEN ms.method = 'transfer' THEN ms.user_id ELSE (SELECT clerk_id FROM h_ctx) END,
         CASE WHEN ms.status = 'cancelled' THEN 'El socio no completó el pago' END,
         ms.created_at,
         CASE WHEN ms.status = 'expired' THEN least(${NOW}, ${at('ms.end_date + 1', '5')}) ELSE ms.created_at END
       FROM h_ms ms ORDER BY ms.rn;`,
    ],
    [
      'membership payments',
      `INSERT INTO payments (id, user_id, amount, method, status, payment_type, concept, membership_id, received_amount,
                             transaction_id, card_last4, registered_by, validated_by, validated_at, payment_date, created_at, updated_at)
       SELECT ${uuid('membership-payment', 'ms.rn')}, ms.user_id, ms.price, ms.method,
         CASE ms.status WHEN 'pending' THEN 'pending' WHEN 'cancelled' THEN 'cancelled' ELSE 'completed' END,
         'membership', 'Membresía ' || ms.plan_name, ms.id,
         CASE WHEN ms.method = 'cash' AND ms.status NOT IN ('pending', 'cancelled') THEN ms.price END,
         CASE WHEN ms.method = 'transfer' THEN 'BI-' || lpad((${pick(23, 'ms.rn', 99999999)})::text, 8, '0') END,
         CASE WHEN ms.method = 'card' THEN lpad((${pick(24, 'ms.rn', 9999)})::text, 4, '0') END,
         CASE WHEN ms.method <> 'transfer' THEN (SELECT clerk_id FROM h_ctx) END,
         CASE WHEN ms.status NOT IN ('pending', 'cancelled') THEN (SELECT clerk_id FROM h_ctx) END,
         CASE WHEN ms.status NOT IN ('pending', 'cancelled') THEN ms.created_at + interval '2 hours' * (ms.method = 'transfer')::int END,
         ms.created_at, ms.created_at, ms.created_at
       FROM h_ms ms ORDER BY ms.rn;`,
    ],
    [
      'membership audit',
      `INSERT INTO audit_events (id, entity_type, entity_id, action, from_status, to_status, actor_id, reason, created_at)
       SELECT ${uuid('audit-membership', "ms.rn || ':' || e.step")}, e.entity, e.entity_id, e.action, e.from_status, e.to_status, e.actor, e.reason, e.at
       FROM h_ms ms CROSS JOIN h_ctx c CROSS JOIN LATERAL (VALUES
         (1, 'membership', ms.id::text, CASE WHEN ms.method = 'transfer' THEN 'create' ELSE 'create_paid_at_desk' END, NULL,
             CASE WHEN ms.method = 'transfer' THEN 'pending' ELSE 'active' END,
             CASE WHEN ms.method = 'transfer' THEN ms.user_id ELSE c.clerk_id END, NULL, ms.created_at),
         (2, 'payment', ${uuid('membership-payment', 'ms.rn')}::text, 'register_at_desk', NULL, 'completed', c.clerk_id, NULL, ms.created_at),
         (3, 'payment', ${uuid('membership-payment', 'ms.rn')}::text, 'approve_transfer', 'pending', 'completed', c.clerk_id, NULL,
             ms.created_at + interval '2 hours'),
         (4, 'membership', ms.id::text, 'activate', 'pending', 'active', c.clerk_id, NULL, ms.created_at + interval '2 hours'),
         (5, 'membership', ms.id::text, 'cancel_unpaid', 'pending', 'cancelled', c.clerk_id, 'El socio no completó el pago',
             ms.created_at + interval '3 days'),
         (6, 'membership', ms.id::text, 'expire', 'active', 'expired', NULL, NULL, least(${NOW}, ${at('ms.end_date + 1', '5')}))
       ) AS e(step, entity, entity_id, action, from_status, to_status, actor, reason, at)
       WHERE (e.step = 1)
          OR (e.step = 2 AND ms.method <> 'transfer' AND ms.status NOT IN ('pending', 'cancelled'))
          OR (e.step IN (3, 4) AND ms.method = 'transfer' AND ms.status IN ('active', 'expired'))
          OR (e.step = 5 AND ms.status = 'cancelled')
          OR (e.step = 6 AND ms.status = 'expired')
       ORDER BY e.at;`,
    ],
    [
      'membership visits',
      `CREATE TEMP TABLE h_ok ON COMMIT DROP AS
         SELECT row_number() OVER (ORDER BY rn)::int AS vn, user_id, start_date, least(end_date, ${L}) AS last_day
         FROM h_ms WHERE status IN ('active', 'expired') AND start_date <= ${L};
       INSERT INTO visits (id, user_id, visitors, visit_type, visit_date, visited_at, registered_by, created_at)
       SELECT ${uuid('visit', 'v.i')}, v.user_id, 1, 'membership', v.day, ${at('v.day', 'v.minute')},
         CASE WHEN ${r(33, 'v.i')} < 0.6 THEN (SELECT clerk_id FROM h_ctx) END, ${at('v.day', 'v.minute')}
       FROM (
         SELECT i, o.user_id, d.day,
           CASE WHEN extract(dow FROM d.day) = 6 THEN 420 + floor(${r(34, 'i')} * 360)
                WHEN ${r(35, 'i')} < 0.45 THEN 300 + floor(${r(36, 'i')} * 180)
                WHEN ${r(35, 'i')} < 0.85 THEN 1020 + floor(${r(36, 'i')} * 210)
                ELSE 540 + floor(${r(36, 'i')} * 420) END AS minute
         FROM generate_series(1, ${counts.membershipVisits}) AS i
         JOIN h_ok o ON o.vn = 1 + floor(${r(30, 'i')} * (SELECT count(*) FROM h_ok))::int
         CROSS JOIN LATERAL (SELECT o.start_date + floor(${r(31, 'i')} * (o.last_day - o.start_date + 1))::int AS raw) x
         CROSS JOIN LATERAL (SELECT CASE
             WHEN extract(dow FROM x.raw) = 0 AND x.raw + 1 <= o.last_day THEN x.raw + 1
             WHEN extract(dow FROM x.raw) = 0 AND x.raw - 1 >= o.start_date THEN x.raw - 1
             WHEN extract(dow FROM x.raw) = 6 AND ${r(32, 'i')} < 0.4 AND x.raw - 1 >= o.start_date THEN x.raw - 1
             ELSE x.raw END AS day) d
         WHERE extract(dow FROM d.day) <> 0) v;`,
    ],
    [
      'daily passes',
      `CREATE TEMP TABLE h_daily ON COMMIT DROP AS
         SELECT i, ${firstName(40, 'i')} || ' ' || ${lastName(41, 'i')} AS visitor, d.day,
           ${at('d.day', `CASE WHEN extract(dow FROM d.day) = 6 THEN 420 + floor(${r(42, 'i')} * 360) ELSE 330 + floor(${r(42, 'i')} * 930) END`)} AS at,
           CASE WHEN ${r(43, 'i')} < 0.85 THEN 'cash' ELSE 'card' END AS method
         FROM generate_series(1, ${counts.dailyPasses}) AS i
         CROSS JOIN LATERAL (SELECT ${open(`(${S} + floor(${r(44, 'i')} * ${days})::int)`)} AS day) d
         WHERE d.day BETWEEN ${S} AND ${L};
       INSERT INTO payments (id, amount, method, status, payment_type, concept, payer_name, received_amount, card_last4,
                             registered_by, validated_by, validated_at, payment_date, created_at, updated_at)
       SELECT ${uuid('daily-payment', 'd.i')}, p.price, d.method, 'completed', 'daily', p.name || ' ' || to_char(d.day, 'DD/MM/YYYY'),
         d.visitor, CASE WHEN d.method = 'cash' THEN p.price END,
         CASE WHEN d.method = 'card' THEN lpad((${pick(45, 'd.i', 9999)})::text, 4, '0') END,
         c.clerk_id, c.clerk_id, d.at, d.at, d.at, d.at
       FROM h_daily d CROSS JOIN h_ctx c JOIN membership_plans p ON p.id = c.daily_plan_id ORDER BY d.at;
       INSERT INTO visits (id, visitor_name, visitors, payment_id, visit_type, visit_date, visited_at, amount, registered_by, created_at)
       SELECT ${uuid('daily-visit', 'd.i')}, d.visitor, 1, ${uuid('daily-payment', 'd.i')}, 'daily', d.day, d.at, p.price, c.clerk_id, d.at
       FROM h_daily d CROSS JOIN h_ctx c JOIN membership_plans p ON p.id = c.daily_plan_id;
       INSERT INTO audit_events (id, entity_type, entity_id, action, from_status, to_status, actor_id, created_at)
       SELECT ${uuid('audit-daily', 'd.i')}, 'payment', ${uuid('daily-payment', 'd.i')}::text, 'register_at_desk', NULL, 'completed', c.clerk_id, d.at
       FROM h_daily d CROSS JOIN h_ctx c ORDER BY d.at;`,
    ],
    [
      'orders',
      `CREATE TEMP TABLE h_order ON COMMIT DROP AS
       WITH base AS (
         SELECT i, d.day, ${at('d.day', `480 + floor(${r(51, 'i')} * 780)`)} AS created_at,
           ${pick(52, 'i', counts.members)} AS member_i,
           CASE WHEN ${r(53, 'i')} < 0.3 THEN 'cash_on_delivery' WHEN ${r(53, 'i')} < 0.6 THEN 'card' ELSE 'transfer' END AS payment_method,
           CASE WHEN ${r(54, 'i')} < 0.45 THEN 'pickup' WHEN ${r(54, 'i')} < 0.85 THEN 'local' ELSE 'national' END AS delivery_method,
           1 + floor(${r(55, 'i')} * 4)::int AS lines, floor(${r(56, 'i')} * (SELECT count(*) FROM h_product))::int AS first_product
         FROM generate_series(1, ${counts.orders}) AS i
         CROSS JOIN LATERAL (SELECT ${S} + floor(${r(50, 'i')} * ${days})::int AS day) d),
       who AS (
         SELECT b.*, ${r(57, 'b.i')} < 0.6 AND m.join_date <= b.day AS by_member, m AS member,
           ${firstName(58, 'b.i')} || ' ' || ${lastName(59, 'b.i')} AS guest_name
         FROM base b JOIN h_member m ON m.i = b.member_i)
       SELECT w.i, ${uuid('order', 'w.i')} AS id, w.day, w.created_at, w.payment_method, w.delivery_method,
         CASE WHEN w.delivery_method = 'pickup' THEN 'pickup' ELSE 'delivery' END AS delivery_type,
         w.lines, w.first_product,
         CASE WHEN w.by_member THEN (w.member).id END AS user_id,
         CASE WHEN w.by_member THEN (w.member).first_name || ' ' || (w.member).last_name ELSE w.guest_name END AS customer_name,
         CASE WHEN w.by_member THEN (w.member).email ELSE ${fold('w.guest_name')} || '.' || w.i || '@correo.demo' END AS customer_email,
         CASE WHEN w.by_member THEN (w.member).phone ELSE '+502 5' || lpad(((w.i * 3571) % 10000000)::text, 7, '0') END AS customer_phone,
         'ORD-' || to_char(w.day, 'YYMMDD') || '-' || (SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
             1 + ((w.i * 7 + ${seed}) / (32 ^ p)::bigint % 32)::int, 1), '' ORDER BY p) FROM generate_series(0, 5) AS p) AS order_number,
         CASE WHEN w.delivery_method = 'pickup' THEN ARRAY['pending','confirmed','preparing','ready_pickup','picked_up']
              ELSE ARRAY['pending','confirmed','preparing','packed','shipped','delivered'] END AS chain,
         CASE WHEN ${L} - w.day > 10 THEN
                CASE WHEN ${r(60, 'w.i')} < 0.05 THEN 'cancelled' WHEN ${r(60, 'w.i')} < 0.07 THEN 'refunded' END
              WHEN ${r(60, 'w.i')} < 0.05 THEN 'cancelled' END AS closed,
         ${r(61, 'w.i')} AS progress,
         least(interval '20 hours', ((${at(L, '1439')}) - w.created_at) / 8) AS gap
       FROM who w;
       ALTER TABLE h_order ADD COLUMN reached int;
       UPDATE h_order SET reached = CASE
         WHEN closed = 'cancelled' THEN 1
         WHEN closed = 'refunded' OR ${L} - day > 10 THEN array_length(chain, 1)
         ELSE least(array_length(chain, 1), 1 + floor(progress * array_length(chain, 1) * (${L} - day + 1) / 11.0)::int) END;
       CREATE TEMP TABLE h_line ON COMMIT DROP AS
         SELECT o.i, j, p.id AS product_id, p.name, p.sku, p.price,
           1 + (${r(62, 'o.i * 8 + j')} < 0.2)::int + (${r(63, 'o.i * 8 + j')} < 0.05)::int AS quantity
         FROM h_order o CROSS JOIN LATERAL generate_series(0, least(o.lines, (SELECT count(*) FROM h_product)::int) - 1) AS j
         JOIN h_product p ON p.pn = 1 + (o.first_product + j) % (SELECT count(*) FROM h_product)::int;
       ALTER TABLE h_order ADD COLUMN products_total numeric, ADD COLUMN shipping numeric, ADD COLUMN status text,
         ADD COLUMN ended_at timestamptz;
       UPDATE h_order o SET products_total = t.total FROM
         (SELECT i, sum(${round2('price * quantity')}) AS total FROM h_line GROUP BY i) t WHERE t.i = o.i;
       UPDATE h_order SET shipping = CASE WHEN delivery_method = 'pickup' OR products_total >= 200 THEN 0
                                          WHEN delivery_method = 'national' THEN 45 ELSE 25 END,
                          status = coalesce(closed, chain[reached]),
                          ended_at = created_at + gap * (reached - 1 + (closed IS NOT NULL)::int);
       INSERT INTO orders (id, order_number, user_id, session_id, owner_key, status, payment_method, delivery_method, delivery_type,
                           delivery_time_slot, customer_info, shipping_address, subtotal, tax_amount, shipping_amount, total_amount,
                           delivery_date, created_at, updated_at)
       SELECT o.id, o.order_number, o.user_id,
         CASE WHEN o.user_id IS NULL THEN 'guest_' || md5(${text(`${seed}:guest:`)} || o.i) END,
         CASE WHEN o.user_id IS NULL THEN 'guest:guest_' || md5(${text(`${seed}:guest:`)} || o.i) ELSE 'user:' || o.user_id END,
         o.status, o.payment_method, o.delivery_method, o.delivery_type,
         (ARRAY['morning','afternoon','evening'])[${pick(64, 'o.i', 3)}],
         jsonb_build_object('name', o.customer_name, 'email', o.customer_email, 'phone', o.customer_phone),
         CASE WHEN o.delivery_type = 'delivery' THEN jsonb_build_object('street', ${pick(65, 'o.i', 20)} || ' calle ' || ${pick(66, 'o.i', 30)} || '-' || ${pick(67, 'o.i', 90)},
           'city', CASE WHEN o.delivery_method = 'local' THEN 'Guatemala' ELSE (ARRAY['Quetzaltenango','Escuintla','Antigua Guatemala','Cobán'])[${pick(68, 'o.i', 4)}] END,
           'state', 'Guatemala', 'zipCode', '01001', 'reference', NULL) END,
         ${round2(`o.products_total / ${vat}`)}, o.products_total - ${round2(`o.products_total / ${vat}`)}, o.shipping,
         o.products_total + o.shipping,
         CASE WHEN o.status IN ('delivered', 'picked_up') THEN o.ended_at END,
         o.created_at, o.ended_at
       FROM h_order o ORDER BY o.created_at;
       INSERT INTO order_items (id, order_id, product_id, product_name, unit_price, quantity, line_total)
       SELECT ${uuid('order-item', "l.i || ':' || l.j")}, ${uuid('order', 'l.i')}, l.product_id, l.name, l.price, l.quantity,
         ${round2('l.price * l.quantity')}
       FROM h_line l ORDER BY l.i, l.j;`,
    ],
    [
      'order payments and history',
      `INSERT INTO payments (id, user_id, amount, method, status, payment_type, concept, order_id, received_amount, card_last4,
                             refunded_amount, validated_by, validated_at, payment_date, created_at, updated_at)
       SELECT ${uuid('order-payment', 'o.i')}, o.user_id, o.products_total + o.shipping,
         CASE o.payment_method WHEN 'cash_on_delivery' THEN 'cash' ELSE o.payment_method END,
         CASE WHEN o.status = 'cancelled' THEN 'cancelled'
              WHEN o.payment_method = 'card' OR o.status IN ('delivered', 'picked_up', 'refunded') THEN 'completed'
              WHEN o.payment_method = 'transfer' AND o.reached >= 3 THEN 'completed'
              ELSE 'pending' END,
         CASE o.payment_method WHEN 'cash_on_delivery' THEN 'store_cash_delivery' WHEN 'card' THEN 'store_online' ELSE 'store_transfer' END,
         'Orden ' || o.order_number, o.id,
         CASE WHEN o.payment_method = 'cash_on_delivery' AND o.status IN ('delivered', 'picked_up', 'refunded') THEN o.products_total + o.shipping END,
         CASE WHEN o.payment_method = 'card' THEN lpad((${pick(70, 'o.i', 9999)})::text, 4, '0') END,
         CASE WHEN o.status = 'refunded' THEN o.products_total + o.shipping ELSE 0 END,
         CASE WHEN o.payment_method <> 'card' AND o.status <> 'cancelled'
               AND (o.status IN ('delivered', 'picked_up', 'refunded') OR (o.payment_method = 'transfer' AND o.reached >= 3))
              THEN (SELECT clerk_id FROM h_ctx) END,
         CASE WHEN o.status = 'cancelled' THEN NULL
              WHEN o.payment_method = 'card' THEN o.created_at
              WHEN o.payment_method = 'transfer' AND o.reached >= 3 THEN o.created_at + o.gap
              WHEN o.status IN ('delivered', 'picked_up', 'refunded') THEN o.created_at + o.gap * (array_length(o.chain, 1) - 1) END,
         CASE WHEN o.status = 'cancelled' THEN o.created_at
              WHEN o.payment_method = 'card' THEN o.created_at
              WHEN o.payment_method = 'transfer' AND o.reached >= 3 THEN o.created_at + o.gap
              WHEN o.status IN ('delivered', 'picked_up', 'refunded') THEN o.created_at + o.gap * (array_length(o.chain, 1) - 1)
              ELSE o.created_at END,
         o.created_at, o.ended_at
       FROM h_order o ORDER BY o.created_at;
       CREATE TEMP TABLE h_step ON COMMIT DROP AS
         SELECT o.i, s AS step, CASE WHEN s = 1 THEN NULL ELSE o.chain[s - 1] END AS from_status, o.chain[s] AS to_status,
           o.created_at + o.gap * (s - 1) AS at, CASE WHEN s = 1 THEN o.user_id ELSE (SELECT clerk_id FROM h_ctx) END AS actor
         FROM h_order o CROSS JOIN LATERAL generate_series(1, o.reached) AS s
         UNION ALL
         SELECT o.i, o.reached + 1, o.chain[o.reached], o.closed, o.ended_at, (SELECT clerk_id FROM h_ctx)
         FROM h_order o WHERE o.closed IS NOT NULL;
       INSERT INTO order_status_history (id, order_id, from_status, to_status, actor_id, notes, created_at)
       SELECT ${uuid('order-step', "s.i || ':' || s.step")}, ${uuid('order', 's.i')}, s.from_status, s.to_status, s.actor,
         CASE s.to_status WHEN 'cancelled' THEN 'El cliente canceló el pedido' WHEN 'refunded' THEN 'Producto devuelto' END, s.at
       FROM h_step s ORDER BY s.at, s.i, s.step;
       INSERT INTO audit_events (id, entity_type, entity_id, action, from_status, to_status, actor_id, reason, created_at)
       SELECT ${uuid('audit-order', "s.i || ':' || s.step")}, 'order', ${uuid('order', 's.i')}::text,
         CASE s.to_status WHEN 'cancelled' THEN 'cancel' WHEN 'refunded' THEN 'refund' ELSE 'status_change' END,
         s.from_status, s.to_status, s.actor,
         CASE s.to_status WHEN 'cancelled' THEN 'El cliente canceló el pedido' WHEN 'refunded' THEN 'Producto devuelto' END, s.at
       FROM h_step s WHERE s.step > 1
       UNION ALL
       SELECT ${uuid('audit-order-payment', 'o.i')}, 'payment', ${uuid('order-payment', 'o.i')}::text,
         CASE WHEN o.status = 'cancelled' THEN 'cancel_with_order'
              WHEN o.payment_method = 'transfer' THEN 'approve_transfer' ELSE 'collect_on_delivery' END,
         'pending', CASE WHEN o.status = 'cancelled' THEN 'cancelled' ELSE 'completed' END, (SELECT clerk_id FROM h_ctx), NULL,
         CASE WHEN o.status = 'cancelled' THEN o.ended_at WHEN o.payment_method = 'transfer' THEN o.created_at + o.gap
              ELSE o.created_at + o.gap * (array_length(o.chain, 1) - 1) END
       FROM h_order o
       WHERE (o.status = 'cancelled' AND o.payment_method <> 'card')
          OR (o.payment_method = 'transfer' AND o.status <> 'cancelled' AND o.reached >= 3)
          OR (o.payment_method = 'cash_on_delivery' AND o.status IN ('delivered', 'picked_up', 'refunded'))
       UNION ALL
       SELECT ${uuid('audit-order-refund', 'o.i')}, 'payment', ${uuid('order-payment', 'o.i')}::text, 'refund_with_order',
         'completed', 'completed', (SELECT clerk_id FROM h_ctx), 'Producto devuelto', o.ended_at
       FROM h_order o WHERE o.status = 'refunded';`,
    ],
    [
      'counter sales',
      `CREATE TEMP TABLE h_sale ON COMMIT DROP AS
       WITH base AS (
         SELECT i, d.day, ${at('d.day', `CASE WHEN extract(dow FROM d.day) = 6 THEN 420 + floor(${r(81, 'i')} * 360) ELSE 360 + floor(${r(81, 'i')} * 840) END`)} AS created_at,
           CASE WHEN ${r(82, 'i')} < 0.7 THEN 'cash' ELSE 'transfer' END AS method,
           1 + floor(${r(83, 'i')} * 3)::int + (${r(84, 'i')} < 0.33)::int AS lines,
           floor(${r(85, 'i')} * (SELECT count(*) FROM h_product))::int AS first_product,
           CASE WHEN ${r(86, 'i')} < 0.3 THEN ${pick(87, 'i', counts.members)} END AS member_i
         FROM generate_series(1, ${counts.localSales}) AS i
         CROSS JOIN LATERAL (SELECT ${open(`(${S} + floor(${r(80, 'i')} * ${days})::int)`)} AS day) d
         WHERE d.day BETWEEN ${S} AND ${L})
       SELECT b.i, ${uuid('sale', 'b.i')} AS id, b.day, b.created_at, b.method, b.lines, b.first_product,
         m.first_name || ' ' || m.last_name AS customer_name, m.phone AS customer_phone,
         CASE WHEN b.method = 'cash' THEN 'completed'
              WHEN ${L} - b.day <= 1 AND ${r(88, 'b.i')} < 0.5 THEN 'pending'
              WHEN ${r(88, 'b.i')} < 0.05 THEN 'cancelled' ELSE 'completed' END AS status,
         'VL-' || to_char(b.day, 'YYMMDD') || '-' || lpad((coalesce(c.last_number, 0)
           + row_number() OVER (PARTITION BY b.day ORDER BY b.created_at, b.i))::text, 4, '0') AS sale_number,
         coalesce(c.last_number, 0) + row_number() OVER (PARTITION BY b.day ORDER BY b.created_at, b.i) AS number
       FROM base b LEFT JOIN local_sale_counters c ON c.sale_date = b.day LEFT JOIN h_member m ON m.i = b.member_i;
       CREATE TEMP TABLE h_sale_line ON COMMIT DROP AS
         SELECT s.i, j, p.id AS product_id, p.name, p.sku, p.price, 1 + (${r(89, 's.i * 8 + j')} < 0.25)::int AS quantity
         FROM h_sale s CROSS JOIN LATERAL generate_series(0, least(s.lines, (SELECT count(*) FROM h_product)::int) - 1) AS j
         JOIN h_product p ON p.pn = 1 + (s.first_product + j) % (SELECT count(*) FROM h_product)::int;
       ALTER TABLE h_sale ADD COLUMN total numeric;
       UPDATE h_sale s SET total = t.total FROM
         (SELECT i, sum(${round2('price * quantity')}) AS total FROM h_sale_line GROUP BY i) t WHERE t.i = s.i;
       INSERT INTO local_sales (id, sale_number, sale_date, status, payment_method, subtotal, tax_amount, total_amount,
                                cash_received, change_amount, customer_name, customer_phone, transfer_reference, employee_id,
                                confirmed_by, confirmed_at, cancelled_by, cancelled_at, cancel_reason, created_at, updated_at)
       SELECT s.id, s.sale_number, s.day, s.status, s.method, ${round2(`s.total / ${vat}`)}, s.total - ${round2(`s.total / ${vat}`)}, s.total,
         CASE WHEN s.method = 'cash' THEN ceil(s.total / 50) * 50 END, CASE WHEN s.method = 'cash' THEN ceil(s.total / 50) * 50 - s.total END,
         s.customer_name, s.customer_phone,
         CASE WHEN s.method = 'transfer' THEN 'TRF-' || lpad((${pick(90, 's.i', 999999)})::text, 6, '0') END,
         c.clerk_id,
         CASE WHEN s.method = 'transfer' AND s.status = 'completed' THEN c.admin_id END,
         CASE WHEN s.method = 'transfer' AND s.status = 'completed' THEN s.created_at + interval '1 hour' END,
         CASE WHEN s.status = 'cancelled' THEN c.admin_id END,
         CASE WHEN s.status = 'cancelled' THEN s.created_at + interval '1 day' END,
         CASE WHEN s.status = 'cancelled' THEN 'La transferencia no llegó' END,
         s.created_at, s.created_at
       FROM h_sale s CROSS JOIN h_ctx c ORDER BY s.created_at;
       INSERT INTO local_sale_items (id, sale_id, product_id, product_name, sku, unit_price, quantity, line_total)
       SELECT ${uuid('sale-item', "l.i || ':' || l.j")}, ${uuid('sale', 'l.i')}, l.product_id, l.name, l.sku, l.price, l.quantity,
         ${round2('l.price * l.quantity')}
       FROM h_sale_line l ORDER BY l.i, l.j;
       INSERT INTO local_sale_counters (sale_date, last_number)
       SELECT day, max(number) FROM h_sale GROUP BY day
       ON CONFLICT (sale_date) DO UPDATE SET last_number = greatest(local_sale_counters.last_number, excluded.last_number);
       INSERT INTO audit_events (id, entity_type, entity_id, action, from_status, to_status, actor_id, reason, created_at)
       SELECT ${uuid('audit-sale', 's.i')}, 'local_sale', s.id::text, CASE WHEN s.method = 'cash' THEN 'cash_sale' ELSE 'transfer_sale' END,
         NULL, CASE WHEN s.method = 'cash' THEN 'completed' ELSE 'pending' END, c.clerk_id, NULL, s.created_at
       FROM h_sale s CROSS JOIN h_ctx c
       UNION ALL
       SELECT ${uuid('audit-sale-end', 's.i')}, 'local_sale', s.id::text, CASE s.status WHEN 'completed' THEN 'confirm_transfer' ELSE 'cancel' END,
         'pending', s.status, c.admin_id, CASE WHEN s.status = 'cancelled' THEN 'La transferencia no llegó' END,
         s.created_at + CASE s.status WHEN 'completed' THEN interval '1 hour' ELSE interval '1 day' END
       FROM h_sale s CROSS JOIN h_ctx c WHERE s.method = 'transfer' AND s.status <> 'pending';`,
    ],
    [
      'stock movements',
      `CREATE TEMP TABLE h_move ON COMMIT DROP AS
         SELECT 'o:' || l.i || ':' || l.j AS key, l.product_id, 'order' AS kind, -l.quantity AS quantity, 'Orden ' || o.order_number AS reason,
           o.user_id AS actor_id, o.id AS order_id, o.created_at AS at
         FROM h_line l JOIN h_order o ON o.i = l.i
         UNION ALL
         SELECT 'oc:' || l.i || ':' || l.j, l.product_id, 'restock', l.quantity, 'Orden ' || o.order_number || ' cancelada',
           (SELECT clerk_id FROM h_ctx), o.id, o.ended_at
         FROM h_line l JOIN h_order o ON o.i = l.i WHERE o.status = 'cancelled'
         UNION ALL
         SELECT 's:' || l.i || ':' || l.j, l.product_id, 'local_sale', -l.quantity, 'Venta local ' || s.sale_number,
           (SELECT clerk_id FROM h_ctx), NULL::uuid, s.created_at
         FROM h_sale_line l JOIN h_sale s ON s.i = l.i
         UNION ALL
         SELECT 'sc:' || l.i || ':' || l.j, l.product_id, 'local_sale_restock', l.quantity, 'Venta local ' || s.sale_number || ' cancelada',
           (SELECT admin_id FROM h_ctx), NULL::uuid, s.created_at + interval '1 day'
         FROM h_sale_line l JOIN h_sale s ON s.i = l.i WHERE s.status = 'cancelled';
       ALTER TABLE h_move ADD COLUMN month date;
       UPDATE h_move SET month = date_trunc('month', ${localDay('at')})::date;
       INSERT INTO h_move (key, product_id, kind, quantity, reason, actor_id, order_id, at, month)
       SELECT 'add:' || p.sku || ':' || mv.month, mv.product_id, 'add', -sum(mv.quantity) FILTER (WHERE mv.quantity < 0),
         'Compra de inventario (reposición mensual)', (SELECT admin_id FROM h_ctx), NULL,
         ${at(`greatest(mv.month, ${S})`, '0')} + interval '1 second', mv.month
       FROM h_move mv JOIN h_product p ON p.id = mv.product_id
       GROUP BY mv.product_id, p.sku, mv.month HAVING sum(mv.quantity) FILTER (WHERE mv.quantity < 0) < 0;
       INSERT INTO h_move (key, product_id, kind, quantity, reason, actor_id, order_id, at, month)
       SELECT 'count:' || p.sku || ':' || mv.month, mv.product_id, 'subtract',
         -sum(mv.quantity) FILTER (WHERE mv.quantity > 0 AND mv.kind <> 'add'),
         'Ajuste por conteo de inventario', (SELECT admin_id FROM h_ctx), NULL,
         ${at("(mv.month + interval '1 month' - interval '1 day')::date", '1439')} + interval '59 seconds', mv.month
       FROM h_move mv JOIN h_product p ON p.id = mv.product_id GROUP BY mv.product_id, p.sku, mv.month
       HAVING sum(mv.quantity) FILTER (WHERE mv.quantity > 0 AND mv.kind <> 'add') > 0
          AND (mv.month + interval '1 month' - interval '1 day')::date <= ${L};
       CREATE TEMP TABLE h_chain ON COMMIT DROP AS
         SELECT mv.*, p.stock_quantity + sum(mv.quantity) OVER (PARTITION BY mv.product_id ORDER BY mv.at, mv.key ROWS UNBOUNDED PRECEDING) AS after
         FROM h_move mv JOIN h_product p ON p.id = mv.product_id;
       INSERT INTO stock_movements (id, product_id, kind, quantity, stock_before, stock_after, reason, actor_id, order_id, created_at)
       SELECT ${uuid('stock', 'c.key')}, c.product_id, c.kind, c.quantity, c.after - c.quantity, c.after, c.reason, c.actor_id, c.order_id, c.at
       FROM h_chain c ORDER BY c.at, c.key;
       INSERT INTO audit_events (id, entity_type, entity_id, action, from_status, to_status, actor_id, reason, created_at)
       SELECT ${uuid('audit-stock', 'c.key')}, 'product', c.product_id::text, 'stock_' || c.kind, (c.after - c.quantity)::text, c.after::text,
         c.actor_id, c.reason, c.at
       FROM h_chain c ORDER BY c.at, c.key;
       UPDATE products p SET stock_quantity = last.after, updated_at = greatest(p.updated_at, last.at)
       FROM (SELECT DISTINCT ON (product_id) product_id, after, at FROM h_chain ORDER BY product_id, at DESC, key DESC) last
       WHERE last.product_id = p.id;`,
    ],
    [
      'expenses',
      `CREATE TEMP TABLE h_expense ON COMMIT DROP AS
       WITH series AS (
         SELECT * FROM (VALUES ${series
           .map(
             (s, n) =>
               `(${n + 1}, ${text(s.title)}, ${text(s.category)}, ${s.amount}, interval ${text(s.every)}, ${text(s.frequency)}, ${s.vendor ? text(s.vendor) : 'NULL'})`,
           )
           .join(', ')}) AS v(sn, title, category, amount, every, frequency, vendor)),
       occurrences AS (
         SELECT s.*, k, (${S} + s.every * k)::date AS day
         FROM series s CROSS JOIN LATERAL generate_series(0, 400) AS k
         WHERE (${S} + s.every * k)::date <= ${L}),
       recurring AS (
         SELECT 'r:' || sn || ':' || k AS key, sn, k, title, category,
           ${round2(`amount * (CASE WHEN category = 'utilities' THEN 0.8 + ${r(100, 'sn * 1000 + k')} * 0.4 ELSE 1 END) * (1 + 0.04 * (day - ${S}) / 365.25)`)} AS amount,
           frequency, vendor, day
         FROM occurrences),
       single AS (
         SELECT 'o:' || i AS key, NULL::int AS sn, NULL::int AS k, (${array(ONE_OFF.map((o) => o.title))})[x.n] AS title,
           (${array(ONE_OFF.map((o) => o.category))})[x.n] AS category,
           ${round2(`40 + ${r(101, 'i')} * ${r(101, 'i')} * ${r(101, 'i')} * 2700`)} AS amount, NULL AS frequency,
           (${array(ONE_OFF.map((o) => o.vendor))})[x.n] AS vendor, ${open(`(${S} + floor(${r(102, 'i')} * ${days})::int)`)} AS day
         FROM generate_series(1, greatest(0, ${counts.expenses} - (SELECT count(*) FROM occurrences))) AS i
         CROSS JOIN LATERAL (SELECT ${pick(103, 'i', ONE_OFF.length)} AS n) x)
       SELECT e.*, ${uuid('expense', 'e.key')} AS id,
         CASE WHEN e.sn IS NOT NULL THEN ${uuid('expense', "'r:' || e.sn || ':0'")} END AS series_id,
         CASE WHEN ${L} - e.day <= 30 THEN CASE WHEN ${r(104, 'hashtext(e.key)')} < 0.5 THEN 'pending' ELSE 'approved' END
              WHEN ${r(104, 'hashtext(e.key)')} < 0.03 THEN 'rejected' WHEN ${r(104, 'hashtext(e.key)')} < 0.05 THEN 'cancelled'
              WHEN ${r(104, 'hashtext(e.key)')} < 0.15 THEN 'approved' ELSE 'paid' END AS status,
         ${at('e.day', `480 + floor(${r(105, 'hashtext(e.key)')} * 540)`)} AS created_at
       FROM (SELECT * FROM recurring UNION ALL SELECT * FROM single) e;
       INSERT INTO expenses (id, title, amount, category, vendor, invoice_number, expense_date, payment_method, is_recurring,
                             recurring_frequency, parent_id, status, reason, created_by, decided_by, decided_at, created_at, updated_at)
       SELECT e.id, e.title, e.amount, e.category, e.vendor,
         CASE WHEN e.vendor IS NOT NULL THEN 'F-' || lpad((${pick(106, 'hashtext(e.key)', 999999)})::text, 6, '0') END,
         e.day, (ARRAY['transfer','transfer','cash','card'])[${pick(107, 'hashtext(e.key)', 4)}],
         coalesce(e.k = 0, false), CASE WHEN e.k = 0 THEN e.frequency END, CASE WHEN e.k > 0 THEN e.series_id END, e.status,
         CASE e.status WHEN 'rejected' THEN 'Monto fuera de presupuesto' WHEN 'cancelled' THEN 'Registrado por error' END,
         c.admin_id, CASE WHEN e.status <> 'pending' THEN c.admin_id END,
         CASE WHEN e.status <> 'pending' THEN e.created_at + interval '1 day' END,
         e.created_at, CASE WHEN e.status <> 'pending' THEN e.created_at + interval '1 day' ELSE e.created_at END
       FROM h_expense e CROSS JOIN h_ctx c ORDER BY e.sn NULLS LAST, e.k, e.day, e.key;
       INSERT INTO audit_events (id, entity_type, entity_id, action, from_status, to_status, actor_id, reason, created_at)
       SELECT ${uuid('audit-expense', 'e.key')}, 'expense', e.id::text, CASE WHEN e.k > 0 THEN 'generate' ELSE 'create' END,
         NULL, 'pending', CASE WHEN e.k > 0 THEN NULL ELSE c.admin_id END, NULL, e.created_at
       FROM h_expense e CROSS JOIN h_ctx c
       UNION ALL
       SELECT ${uuid('audit-expense-decision', 'e.key')}, 'expense', e.id::text,
         CASE e.status WHEN 'rejected' THEN 'reject' WHEN 'cancelled' THEN 'cancel' ELSE 'approve' END,
         'pending', CASE WHEN e.status = 'paid' THEN 'approved' ELSE e.status END, c.admin_id,
         CASE e.status WHEN 'rejected' THEN 'Monto fuera de presupuesto' WHEN 'cancelled' THEN 'Registrado por error' END,
         e.created_at + interval '1 day'
       FROM h_expense e CROSS JOIN h_ctx c WHERE e.status <> 'pending';`,
    ],
  ];
  return { statements, counts, today };
}

/** Row counts of the tables the history fills (the generated rows and the demo's; members: every cliente). */
export async function historyCounts(db: Executor): Promise<HistoryCounts> {
  const tables: Record<keyof HistoryCounts, string> = {
    members: `SELECT count(*)::int AS n FROM users WHERE role = 'cliente'`,
    memberships: 'SELECT count(*)::int AS n FROM memberships',
    payments: 'SELECT count(*)::int AS n FROM payments',
    visits: 'SELECT count(*)::int AS n FROM visits',
    orders: 'SELECT count(*)::int AS n FROM orders',
    orderItems: 'SELECT count(*)::int AS n FROM order_items',
    orderStatusHistory: 'SELECT count(*)::int AS n FROM order_status_history',
    localSales: 'SELECT count(*)::int AS n FROM local_sales',
    localSaleItems: 'SELECT count(*)::int AS n FROM local_sale_items',
    expenses: 'SELECT count(*)::int AS n FROM expenses',
    stockMovements: 'SELECT count(*)::int AS n FROM stock_movements',
    auditEvents: 'SELECT count(*)::int AS n FROM audit_events',
  };
  const out = {} as HistoryCounts;
  for (const [key, query] of Object.entries(tables) as [keyof HistoryCounts, string][]) {
    const [row] = await rowsOf<{ n: number }>(db, query);
    out[key] = Number(row?.n ?? 0);
  }
  return out;
}

/**
 * A fingerprint of the generated rows (ids, amounts, dates, statuses), the same for the same seed,
 * years, scale and day: md5 of each table's rows in id order.
 */
export async function historyChecksum(db: Executor): Promise<Record<string, string>> {
  const ours = `(SELECT id FROM users WHERE email LIKE '%@${HISTORY_EMAIL_DOMAIN}')`;
  const queries: Record<string, string> = {
    users: `SELECT md5(string_agg(id::text || email || coalesce(phone, '') || created_at::text, ',' ORDER BY id)) AS h FROM users WHERE id IN ${ours}`,
    memberships: `SELECT md5(string_agg(id::text || status || start_date::text || end_date::text || price::text, ',' ORDER BY id)) AS h FROM memberships WHERE user_id IN ${ours}`,
    payments: `SELECT md5(string_agg(id::text || status || amount::text || refunded_amount::text || payment_date::text || payment_type, ',' ORDER BY id)) AS h
      FROM payments WHERE user_id IN ${ours} OR order_id IS NOT NULL OR (user_id IS NULL AND payment_type = 'daily')`,
    visits: `SELECT md5(string_agg(id::text || visit_date::text || visited_at::text, ',' ORDER BY id)) AS h FROM visits WHERE user_id IS NULL OR user_id IN ${ours}`,
    orders: `SELECT md5(string_agg(id::text || order_number || status || total_amount::text || created_at::text, ',' ORDER BY id)) AS h FROM orders`,
    localSales: `SELECT md5(string_agg(id::text || sale_number || status || total_amount::text, ',' ORDER BY id)) AS h FROM local_sales`,
    expenses: `SELECT md5(string_agg(id::text || status || amount::text || expense_date::text, ',' ORDER BY id)) AS h FROM expenses`,
    stockMovements: `SELECT md5(string_agg(id::text || kind || quantity || stock_before || stock_after || created_at::text, ',' ORDER BY id)) AS h FROM stock_movements`,
  };

  const out: Record<string, string> = {};
  for (const [key, query] of Object.entries(queries)) {
    const [row] = await rowsOf<{ h: string | null }>(db, query);
    out[key] = String(row?.h ?? '');
  }
  return out;
}

/** True once a history was written into this database. */
export async function hasHistory(db: Executor): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM users WHERE email LIKE '%@${HISTORY_EMAIL_DOMAIN}') AS found`,
  );
  return Boolean(row?.found);
}

/**
 * Writes the history into a database that holds the demo data (staff, plans, catalogue) and no
 * history yet, in one transaction; then vacuums and refreshes the planner's statistics. Answers the counts.
 */
export async function seedHistory(db: Executor, options: HistoryOptions): Promise<HistoryCounts> {
  if (!(options.years > 0)) throw new Error('--years debe ser mayor que 0');
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error('--scale debe ser mayor que 0');
  if (await hasHistory(db)) throw new Error('La base de datos ya tiene un historial generado.');
  const log = options.log ?? (() => {});
  const passwordHash = await hashPassword(HISTORY_MEMBER_PASSWORD);
  const { statements } = historySql(
    { years: options.years, seed: options.seed, scale, now: options.now ?? new Date() },
    passwordHash,
  );
  await db.transaction(async (tx) => {
    const [products] = await rowsOf<{ n: number }>(
      tx,
      'SELECT count(*)::int AS n FROM products WHERE is_active AND archived_at IS NULL',
    );
    if (Number(products?.n ?? 0) < 4)
      throw new Error('El historial necesita el catálogo de demostración (4 productos o más).');
    for (const [label, statement] of statements) {
      const started = performance.now();
      for (const part of splitStatements(statement)) {
        const t0 = performance.now();
        await tx.execute(sql.raw(part));
        // Temp tables have no statistics until analyzed: without them a join on one scans it per row.
        const temp = /^CREATE TEMP TABLE (\w+)|^ALTER TABLE (h_\w+)|^UPDATE (h_\w+)|^INSERT INTO (h_\w+)/.exec(part);
        const table = temp?.slice(1).find(Boolean);
        if (table) await tx.execute(sql.raw(`ANALYZE ${table}`));
        if (process.env.HISTORY_TRACE)
          log(`    ${((performance.now() - t0) / 1000).toFixed(2)} s ${part.slice(0, 60).replace(/\s+/g, ' ')}`);
      }
      log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  const started = performance.now();
  // Years of rows went in one by one through the row-count triggers: a gym that grew into them
  // would have had its log folded long ago.
  for (const table of COUNTED_TABLES) await foldRowCounts(db, table);
  // A five-year-old database has been vacuumed by autovacuum many times: its visibility map lets
  // a count read an index alone. VACUUM runs outside the transaction (it refuses one).
  await db.execute(sql.raw('VACUUM ANALYZE'));
  log(`  VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return historyCounts(db);
}

/** The statements of one step, split on the semicolons that end a line (none appear inside a literal). */
function splitStatements(block: string): string[] {
  return block
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
}
