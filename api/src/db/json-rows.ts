import { Column, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

// A page that reads several tables (the landing, the schedule's options, a catalogue page) asks
// for them in one statement: each part is a service's own drizzle query, turned into one JSON
// column here, and decoded back into the rows the service's presenters already take. One round
// trip instead of one per part, and the rules of each part stay in the query its service owns.
// The aggregate reads its ordered subquery straight through (no join or grouping in between), so
// PostgreSQL keeps the subquery's order; the landing's test compares each part with its own read.

/** The rows `query` selects (all columns of its table), in the query's order, as one JSON array. */
export function rowsAsJson(query: SQLWrapper): SQL<unknown> {
  return sql`(select coalesce(json_agg(r), '[]'::json) from ${query} r)`;
}

/** The first row `query` selects, as one JSON object (null when there is none). */
export function rowAsJson(query: SQLWrapper): SQL<unknown> {
  return sql`(select row_to_json(r) from ${query} r limit 1)`;
}

// json and jsonb columns arrive already parsed; decoding them again would turn a JSON string
// such as "12" into a number.
const PARSED_BY_JSON = new Set(['PgJson', 'PgJsonb']);

/** A column's key in the row, its name in the JSON, and its decoding (none when the value is kept). */
type ColumnDecoder = readonly [key: string, name: string, decode: ((value: unknown) => unknown) | null];

const decoders = new WeakMap<PgTable, ColumnDecoder[]>();

/** How each column of `table` is decoded, worked out once per table rather than for every row read. */
function decoderOf(table: PgTable): ColumnDecoder[] {
  let decoder = decoders.get(table);
  if (!decoder) {
    decoder = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const keptAsIs =
        PARSED_BY_JSON.has(column.columnType) || column.mapFromDriverValue === Column.prototype.mapFromDriverValue;
      return [key, column.name, keptAsIs ? null : (value: unknown) => column.mapFromDriverValue(value)] as const;
    });
    decoders.set(table, decoder);
  }
  return decoder;
}

/** A row of `table` as drizzle would return it, from its JSON form (keys are column names). */
export function decodeRow<T extends PgTable>(table: T, value: unknown): T['$inferSelect'] | undefined {
  if (value === null || value === undefined) return undefined;
  const json = value as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, name, decode] of decoderOf(table)) {
    const field = json[name];
    row[key] = field === null || field === undefined ? null : decode ? decode(field) : field;
  }
  return row as T['$inferSelect'];
}

/** The rows of `table` from a JSON array made by rowsAsJson. */
export function decodeRows<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => decodeRow(table, item) as T['$inferSelect']);
}

type JsonColumns<K extends string> = Record<K, SQL<unknown>>;

/**
 * A statement of one row of JSON columns, prepared once per database under `name`: PostgreSQL plans
 * a statement of many subqueries in about twice the time it runs it, so a named statement (planned
 * once per connection) halves the cost of every later call. Values vary through sql.placeholder.
 */
export function preparedJsonRow<K extends string>(name: string, columns: (db: Executor) => JsonColumns<K>) {
  const prepare = (db: Executor) =>
    db
      .select(columns(db))
      .from(sql`(select 1) as one`)
      .prepare(name);
  const statements = new WeakMap<Executor, ReturnType<typeof prepare>>();
  return async (db: Executor, values: Record<string, unknown> = {}): Promise<Partial<Record<K, unknown>>> => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    const [row] = await statement.execute(values);
    return (row ?? {}) as Partial<Record<K, unknown>>;
  };
}
