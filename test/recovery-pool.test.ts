import { spawn } from 'node:child_process';
import { expect } from 'chai';
import { hashDomain, hashTypedData, hexToBytes, keccak256, toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { signedDigest, type TypedSignature } from '../engine/crypto/eip712.js';
import { RecoveryPool, pooledSignedDigest } from '../engine/crypto/recovery-pool.js';

/** A struct of one field, `Note(uint256 n)`, signed under a fixed domain; its digest is hashTypedData's. */
const domain = { name: 'Recovery pool test', version: '1', chainId: 137, verifyingContract: '0x000000000000000000000000000000000000dEaD' } as const;
const types = { Note: [{ name: 'n', type: 'uint256' }] } as const;
const domainSeparator = hashDomain({
  domain: { ...domain, chainId: BigInt(domain.chainId) },
  types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }] },
});

async function signedNote(n: bigint, account = privateKeyToAccount(generatePrivateKey())) {
  const message = { n };
  const typed: TypedSignature = {
    domainSeparator,
    encodedStruct: hexToBytes(`${keccak256(toHex('Note(uint256 n)'))}${n.toString(16).padStart(64, '0')}`),
    signature: await account.signTypedData({ domain, types, primaryType: 'Note', message }),
  };
  return { typed, answer: { digest: hashTypedData({ domain, types, primaryType: 'Note', message }), signer: account.address } };
}

describe('signature checks off the event loop', () => {
  it("answers typed data's digest and signer, for many signatures at once, and refuses what signedDigest refuses", async () => {
    const accounts = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()));
    const signed = await Promise.all(Array.from({ length: 64 }, (_, i) => signedNote(BigInt(i), accounts[i % accounts.length])));
    for (const inBatch of [true, false]) {
      expect(await Promise.all(signed.map(({ typed }) => pooledSignedDigest(typed, inBatch)))).to.deep.equal(signed.map(({ answer }) => answer));
    }
    const { typed } = signed[0]!;
    const tampered = { ...typed, signature: `${typed.signature.slice(0, 10)}${typed.signature[10] === 'a' ? 'b' : 'a'}${typed.signature.slice(11)}` as Hex };
    expect(await pooledSignedDigest(tampered, true)).to.deep.equal(signedDigest(tampered));
    expect((await pooledSignedDigest({ ...typed, signature: '0x1234' }, false)).signer).to.equal(null);
  });

  it("checks a single order's signature on the event loop at once, and a batch's with the turn's others", async () => {
    const { typed, answer } = await signedNote(7n);
    const settledWithin = async (check: Promise<unknown>) => {
      let settled = false;
      void check.then(() => (settled = true));
      for (let i = 0; i < 3; i++) await Promise.resolve();
      return settled;
    };
    expect(await settledWithin(pooledSignedDigest(typed, false))).to.equal(true);
    const together = pooledSignedDigest(typed, true);
    expect(await settledWithin(together)).to.equal(false);
    expect(await together).to.deep.equal(answer);
  });

  it('checks on its threads, which keep working', async () => {
    const pool = new RecoveryPool(2);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await Promise.all(Array.from({ length: 6 }, (_, i) => signedNote(BigInt(i), account)));
    expect(await Promise.all(signed.map(({ typed }) => pool.check(typed)))).to.deep.equal(signed.map(({ answer }) => answer));
    // A thread that failed to start would have been retired, its work done inline.
    expect(pool.size).to.equal(2);
  });

  it("runs a turn's checks inline when there are three or fewer, and more in even shares on its threads, one message each", async () => {
    const pool = new RecoveryPool(2, new URL('./support/marking-recovery-worker.ts', import.meta.url));
    const signed = await Promise.all(Array.from({ length: 8 }, (_, i) => signedNote(BigInt(i))));
    const turn = (count: number) => Promise.all(signed.slice(0, count).map(({ typed }) => pool.check(typed)));
    expect(await turn(3)).to.deep.equal(signed.slice(0, 3).map(({ answer }) => answer));
    const threaded = (await turn(8)).map(({ digest }) => digest);
    // The marking threads answer with their own ids: four checks to one, four to the other.
    expect(new Set(threaded.slice(0, 4)).size).to.equal(1);
    expect(new Set(threaded.slice(4)).size).to.equal(1);
    expect(threaded[0]).to.not.equal(threaded[4]);
    expect(threaded.every((digest) => !signed.some(({ answer }) => answer.digest === digest))).to.equal(true);
  });

  it('lets a process that used it exit: a thread holds the process open only while it owes an answer', async function () {
    this.timeout(30_000);
    const { typed, answer } = await signedNote(3n);
    const script = `import { RecoveryPool } from ${JSON.stringify(new URL('../engine/crypto/recovery-pool.ts', import.meta.url).href)};
      const pool = new RecoveryPool(1);
      // More than a turn runs inline: these go to the thread.
      const typed = ${JSON.stringify({ ...typed, encodedStruct: Buffer.from(typed.encodedStruct).toString('hex') })};
      typed.encodedStruct = Buffer.from(typed.encodedStruct, 'hex');
      const answers = await Promise.all(Array.from({ length: 8 }, () => pool.check(typed)));
      if (answers.some(({ signer }) => signer !== ${JSON.stringify(answer.signer)}) || pool.size !== 1) process.exit(2);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => {
      const stuck = setTimeout(() => child.kill(), 20_000);
      child.once('exit', (exitCode) => {
        clearTimeout(stuck);
        resolve(exitCode);
      });
    });
    expect(code).to.equal(0);
  });

  it('answers inline what a thread that failed to start still owed, and everything after', async () => {
    const pool = new RecoveryPool(1, new URL('./no-such-recovery-worker.js', import.meta.url));
    const { typed, answer } = await signedNote(7n);
    // More than a turn runs inline, sent before the thread's failure is known: answered when it is.
    const many = () => Promise.all(Array.from({ length: 8 }, () => pool.check(typed)));
    expect(await many()).to.deep.equal(Array(8).fill(answer));
    expect(pool.size).to.equal(0);
    expect(await many()).to.deep.equal(Array(8).fill(answer));
  });
});
