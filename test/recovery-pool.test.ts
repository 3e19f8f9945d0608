import { spawn } from 'node:child_process';
import { expect } from 'chai';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { RecoveryPool, recoverSignerOffThread } from '../engine/crypto/recovery-pool.js';
import { recoverSigner } from '../engine/crypto/secp256k1.js';

describe('signature recovery off the event loop', () => {
  it('recovers what recoverSigner recovers, for many signatures at once, and refuses what it refuses', async () => {
    const accounts = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()));
    const signed = await Promise.all(
      Array.from({ length: 64 }, async (_, i) => {
        const hash = keccak256(toHex(`order ${i}`));
        const account = accounts[i % accounts.length]!;
        return { hash, signature: await account.sign({ hash }), signer: account.address };
      }),
    );
    const recovered = await Promise.all(signed.map(({ hash, signature }) => recoverSignerOffThread(hash, signature)));
    expect(recovered).to.deep.equal(signed.map((s) => s.signer));
    const { hash, signature } = signed[0]!;
    const tampered = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}` as `0x${string}`;
    expect(await recoverSignerOffThread(hash, tampered)).to.equal(recoverSigner(hash, tampered));
    expect(await recoverSignerOffThread(hash, '0x1234')).to.equal(null);
  });

  it('recovers on its threads, which keep working', async () => {
    const pool = new RecoveryPool(2);
    const account = privateKeyToAccount(generatePrivateKey());
    const hashes = Array.from({ length: 6 }, (_, i) => keccak256(toHex(`on a thread ${i}`)));
    const signatures = await Promise.all(hashes.map((hash) => account.sign({ hash })));
    expect(await Promise.all(hashes.map((hash, i) => pool.recover(hash, signatures[i]!)))).to.deep.equal(hashes.map(() => account.address));
    // A thread that failed to start would have been retired, its work done inline.
    expect(pool.size).to.equal(2);
  });

  it('lets a process that used it exit: a thread holds the process open only while it owes an answer', async function () {
    this.timeout(30_000);
    const account = privateKeyToAccount(generatePrivateKey());
    const hash = keccak256(toHex('and exit'));
    const signature = await account.sign({ hash });
    const script = `import { RecoveryPool } from ${JSON.stringify(new URL('../engine/crypto/recovery-pool.ts', import.meta.url).href)};
      const pool = new RecoveryPool(1);
      const signer = await pool.recover(${JSON.stringify(hash)}, ${JSON.stringify(signature)});
      if (signer !== ${JSON.stringify(account.address)} || pool.size !== 1) process.exit(2);`;
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

  it('recovers inline what a thread that failed to start still owed, and everything after', async () => {
    const pool = new RecoveryPool(1, new URL('./no-such-recovery-worker.js', import.meta.url));
    const account = privateKeyToAccount(generatePrivateKey());
    const hash = keccak256(toHex('owed'));
    const signature = await account.sign({ hash });
    // Sent before the thread's failure is known: answered when it is.
    expect(await pool.recover(hash, signature)).to.equal(account.address);
    expect(pool.size).to.equal(0);
    expect(await pool.recover(hash, signature)).to.equal(account.address);
  });
});
