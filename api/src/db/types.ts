/** The one small database interface both drivers implement (PostgreSQL dialect, $1 parameters). */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * The statement has one good plan whatever its parameters (a lookup by key, a search of a small area): PostgreSQL
   * prepares it once per connection and reuses its generic plan instead of planning every call.
   */
  generic?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  /** Runs `fn` in one transaction on one connection; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
