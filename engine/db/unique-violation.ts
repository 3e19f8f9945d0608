/** PostgreSQL's unique_violation (PGlite reports it the same way): an insert met a row that already holds its key. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
