import type pg from 'pg';
import type { ScriptStatement } from './script.js';

/** The client's type parser for a column of a type, in text: what pg reads a query's rows with. */
export type TypeParser = (oid: number, format: 'text') => (text: string) => unknown;

/** What a script writes on pg's connection: the extended protocol's messages, as pg's own Query writes them. */
interface Wire {
  stream: { cork(): void; uncork(): void };
  parse(message: { name: string; text: string; types: number[] }): void;
  bind(message: { statement: string; values: Array<string | null> }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

/** pg's result for a query, as Kysely reads it; a script's count of rows changed is not read. */
interface Answer {
  command: null;
  rowCount: null;
  rows: unknown[];
}

/** A statement's rows, as pg gives a query's: each column through the client's type parser for it. */
class RowReader {
  private readonly names: string[];
  private readonly parsers: Array<(text: string) => unknown>;

  constructor(fields: readonly pg.FieldDef[], typeParser: TypeParser) {
    this.names = fields.map((field) => field.name);
    this.parsers = fields.map((field) => typeParser(field.dataTypeID, 'text'));
  }

  read(values: ReadonlyArray<string | null>): Record<string, unknown> {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < values.length; i++) row[this.names[i]!] = values[i] === null ? null : this.parsers[i]!(values[i]!);
    return row;
  }
}

/**
 * A script (db/script.ts) on a pg connection, in one round trip: for each statement a Bind to its
 * prepared shape (or a Parse of its text, unnamed), a Describe and an Execute, then one Sync, so
 * the statements run as one transaction (or inside the caller's), each with its own snapshot. Its
 * values go as bound parameters: written into the text as literals, the server lexed every byte of
 * a batch's rows a second time, 6% of its time in the batch bench. pg runs it as any other query
 * (a Submittable): it is sent when the connection is free, and the server's answers come to its
 * handlers in order; pg stops giving them after an error, and the server skips to the Sync, whose
 * rollback is done by the time pg sends the connection's next query. A script never copies from
 * the client (COPY … FROM STDIN), so it has none of the handlers pg calls for that.
 */
export class ScriptExchange {
  readonly done: Promise<Answer>;
  private resolve!: (answer: Answer) => void;
  private reject!: (error: unknown) => void;
  private readonly rows: unknown[] = [];
  private reader: RowReader | null = null;

  constructor(
    private readonly statements: readonly ScriptStatement[],
    private readonly typeParser: TypeParser,
  ) {
    this.done = new Promise<Answer>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: pg.Connection): void {
    const wire = connection as unknown as Wire;
    // One write for the whole script, as pg corks its own queries' messages.
    wire.stream.cork();
    try {
      for (const { name, sql, values } of this.statements) {
        if (name === null) wire.parse({ name: '', text: sql, types: [] });
        wire.bind({ statement: name ?? '', values });
        wire.describe({ type: 'P', name: '' });
        wire.execute({ portal: '' });
      }
      wire.sync();
    } finally {
      wire.stream.uncork();
    }
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    this.reader = new RowReader(message.fields, this.typeParser);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    this.rows.push(this.reader!.read(message.fields));
  }

  handleCommandComplete(): void {}

  handleEmptyQuery(): void {}

  handleError(error: unknown): void {
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve({ command: null, rowCount: null, rows: this.rows });
  }
}
