/**
 * Statement shapes (a statement's text, its values aside) worth preparing: a shape is named once
 * seen PREPARE_AFTER times, up to MAX_SHAPES of them; a one-off statement (a list of a size seen
 * once) stays unnamed. Names start with the registry's prefix, unique within a session.
 */
const PREPARE_AFTER = 3;
const MAX_SHAPES = 200;

export class Shapes {
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();
  /** Each name's statement text. */
  readonly texts = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  nameOf(sql: string): string | null {
    const name = this.names.get(sql);
    if (name !== undefined) return name;
    if (this.names.size >= MAX_SHAPES) return null;
    const count = (this.seen.get(sql) ?? 0) + 1;
    if (count < PREPARE_AFTER) {
      if (this.seen.size < MAX_SHAPES * 10) this.seen.set(sql, count);
      return null;
    }
    this.seen.delete(sql);
    const named = `${this.prefix}${this.names.size + 1}`;
    this.names.set(sql, named);
    this.texts.set(named, sql);
    return named;
  }
}
