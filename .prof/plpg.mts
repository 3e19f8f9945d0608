import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('memory://');
await db.exec(`create function f(x int) returns int language plpgsql as $$ begin if x < 0 then raise exception using errcode='P0001', message='neg'; end if; return x+1; end $$;`);
console.log((await db.query('select f(1) as v')).rows);
try { await db.query('select f(-1)'); } catch (e: any) { console.log('err', e.message, e.code); }
