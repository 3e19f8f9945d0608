import { sql, Kysely } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from '/work/main/engine/db/pglite-dialect.js';
const p = await PGlite.create('memory://');
await p.exec('create table t (id int primary key, v int); create table c (k int primary key, n int);');
const db = new Kysely<any>({ dialect: new PGliteDialect(p) });
const q = db
  .with('counted', () => sql`insert into c (k, n) values (1, 1) on conflict (k) do update set n = c.n + 1 where c.n < 2 returning n`)
  .with('placed', (d) => d.insertInto('t').values({ id: 5, v: 1 }).onConflict((oc) => oc.column('id').doNothing()).returningAll())
  .selectFrom(sql`(select (select n from counted) as n, (select count(*) from c) as before)`.as('s'))
  .leftJoin('placed', (j) => j.onTrue())
  .selectAll('placed')
  .select(['s.n', 's.before']);
console.log(q.compile().sql);
for (let i = 0; i < 3; i++) console.log(await q.executeTakeFirst());
