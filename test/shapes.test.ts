import { expect } from 'chai';
import { Shapes } from '../engine/db/shapes.js';

/** A statement's text as Kysely leaves it: built piece by piece, never the same string object twice. */
const built = (...pieces: string[]) => pieces.reduce((text, piece) => text + piece, '');

describe('Shapes', () => {
  it('names a text on its third sighting, and the same text built again by the same name', () => {
    const shapes = new Shapes('s_');
    const text = () => built('select * from orders ', 'where agent_id = $1');
    expect([shapes.nameOf(text()), shapes.nameOf(text())]).to.deep.equal([null, null]);
    const name = shapes.nameOf(text());
    expect(name).to.equal('s_1');
    expect(shapes.nameOf(text())).to.equal(name);
    expect(shapes.texts.get(name!)).to.equal(text());
  });

  it('tells apart texts of the same length', () => {
    const shapes = new Shapes('s_');
    const a = () => built('select a from t where x = ', '$1');
    const b = () => built('select b from t where x = ', '$1');
    expect(a().length).to.equal(b().length);
    for (let i = 0; i < 3; i++) {
      shapes.nameOf(a());
      shapes.nameOf(b());
    }
    const [nameA, nameB] = [shapes.nameOf(a()), shapes.nameOf(b())];
    expect(nameA).to.be.a('string');
    expect(nameB).to.be.a('string');
    expect(nameA).to.not.equal(nameB);
    expect(shapes.texts.get(nameA!)).to.equal(a());
    expect(shapes.texts.get(nameB!)).to.equal(b());
  });

  it('names at most 200 shapes, and leaves the rest unnamed', () => {
    const shapes = new Shapes('s_');
    const text = (i: number) => `select ${i}`;
    for (let round = 0; round < 3; round++) for (let i = 0; i < 201; i++) shapes.nameOf(text(i));
    expect(shapes.nameOf(text(199))).to.equal('s_200');
    expect(shapes.nameOf(text(200))).to.equal(null);
  });

  it('stops counting new texts after 2,000 seen once, and names none of them; the ones it counted still are', () => {
    const shapes = new Shapes('s_');
    for (let i = 0; i < 2_000; i++) shapes.nameOf(`select ${i}`);
    for (let round = 0; round < 3; round++) expect(shapes.nameOf('select late')).to.equal(null);
    shapes.nameOf('select 7');
    expect(shapes.nameOf('select 7')).to.equal('s_1');
  });
});
