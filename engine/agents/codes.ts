import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnpqrstuvwxyz23456789';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WORDS = [
  'reef', 'tide', 'dune', 'mesa', 'fjord', 'delta', 'ridge', 'grove', 'marsh', 'cliff', 'bay', 'glen',
  'cove', 'peak', 'vale', 'brook', 'heath', 'isle', 'lagoon', 'moor', 'oasis', 'prairie', 'summit', 'tundra',
];

function pick(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Public, unique handle of an agent. */
export function newAgentCode(): string {
  return `agt_${pick(LOWER, 12)}`;
}

/**
 * Short enough to read aloud, long enough (32^8 per word) that guessing one is hopeless under
 * the lookup's rate limit.
 */
export function newClaimCode(): string {
  return `${WORDS[randomInt(WORDS.length)]}-${pick(UPPER, 8)}`;
}
