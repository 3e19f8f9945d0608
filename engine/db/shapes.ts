/**
 * Statement shapes (a statement's text, its values aside) worth preparing: a shape is named once
 * seen PREPARE_AFTER times, up to MAX_SHAPES of them; a one-off statement (a list of a size seen
 * once) stays unnamed. Names start with the registry's prefix, unique within a session.
 */
const PREPARE_AFTER = 3;
const MAX_SHAPES = 200;
const MAX_SEEN = MAX_SHAPES * 10;

interface Shape {
  readonly sql: string;
  /** Null until seen PREPARE_AFTER times. */
  name: string | null;
  count: number;
}

export class Shapes {
  /**
   * Shapes by the length of their text, then compared whole: a statement's text is built anew each
   * time (as a rope of many pieces), and a Map keyed by the text hashed all of it on every lookup,
   * 15-18 µs for a trade's 4 KB reservation against 6-8 µs for finding its length and comparing.
   */
  private readonly byLength = new Map<number, Shape[]>();
  private named = 0;
  private unnamed = 0;
  /** Each name's statement text. */
  readonly texts = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  nameOf(sql: string): string | null {
    const sameLength = this.byLength.get(sql.length);
    const shape = sameLength?.find((s) => s.sql === sql);
    if (shape?.name) return shape.name;
    if (this.named >= MAX_SHAPES) return null;
    if (!shape) {
      if (this.unnamed < MAX_SEEN) {
        if (sameLength) sameLength.push({ sql, name: null, count: 1 });
        else this.byLength.set(sql.length, [{ sql, name: null, count: 1 }]);
        this.unnamed++;
      }
      return null;
    }
    if (++shape.count < PREPARE_AFTER) return null;
    this.unnamed--;
    shape.name = `${this.prefix}${++this.named}`;
    this.texts.set(shape.name, sql);
    return shape.name;
  }
}
