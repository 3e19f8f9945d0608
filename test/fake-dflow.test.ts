import { expect } from 'chai';
import { createApproveCheckedInstruction, createTransferCheckedInstruction, getAccount, getAssociatedTokenAddressSync, getMint, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { getBase58Decoder } from '@solana/kit';
import { Connection, Keypair, LAMPORTS_PER_SOL, SendTransactionError, TransactionMessage, type TransactionInstruction, VersionedTransaction } from '@solana/web3.js';
import { startFakeDflow, type FakeDflow } from './support/fake-dflow/index.js';

/** The fakes of DFlow and of a Solana RPC node, as the official client (@solana/web3.js) sees them. */
describe('fake DFlow and Solana RPC, through @solana/web3.js', () => {
  let fake: FakeDflow;
  let connection: Connection;
  before(async () => {
    fake = await startFakeDflow({ apiKey: 'k', kycRequired: true });
    connection = new Connection(fake.rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  });
  after(() => fake.close());

  const dflow = async (path: string, query: Record<string, string>, apiKey = 'k') => {
    const res = await fetch(`${fake.tradeUrl}${path}?${new URLSearchParams(query)}`, { headers: { 'x-api-key': apiKey } });
    return { status: res.status, body: (await res.json()) as any };
  };
  const active = () => fake.markets.find((m) => m.status === 'active')!;

  it('serves blockhashes, balances, mints and parsed token accounts as web3.js and spl-token read them', async () => {
    const user = Keypair.generate();
    fake.fund(user.publicKey, { usdc: 7_000_000n, sol: BigInt(LAMPORTS_PER_SOL) });
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    expect(lastValidBlockHeight).to.equal((await connection.getBlockHeight()) + 150);
    expect(blockhash).to.be.a('string');
    expect(await connection.getBalance(user.publicKey)).to.equal(LAMPORTS_PER_SOL);
    expect((await getMint(connection, fake.usdcMint)).decimals).to.equal(6);
    expect((await getMint(connection, active().yesMint, 'confirmed', TOKEN_2022_PROGRAM_ID)).decimals).to.equal(6);
    const ata = getAssociatedTokenAddressSync(fake.usdcMint, user.publicKey);
    expect((await getAccount(connection, ata)).amount).to.equal(7_000_000n);
    expect((await connection.getTokenAccountBalance(ata)).value.amount).to.equal('7000000');
    const parsed = await connection.getParsedTokenAccountsByOwner(user.publicKey, { programId: TOKEN_PROGRAM_ID });
    expect(parsed.value.map((a) => a.account.data.parsed.info.tokenAmount.amount)).to.deep.equal(['7000000']);
    expect((await connection.getParsedTokenAccountsByOwner(user.publicKey, { mint: fake.usdcMint })).value).to.have.length(1);
  });

  it('quotes, builds a user-signed escrow transaction, lands it and fills it through /order-status', async () => {
    const user = Keypair.generate();
    fake.fund(user.publicKey, { usdc: 10_000_000n, sol: BigInt(LAMPORTS_PER_SOL) });
    fake.verifyKyc(user.publicKey.toBase58());
    const market = active();
    const order = await dflow('/order', { inputMint: fake.usdcMint.toBase58(), outputMint: market.yesMint.toBase58(), amount: '5000000', slippageBps: '50', userPublicKey: user.publicKey.toBase58() });
    expect(order.status, JSON.stringify(order.body)).to.equal(200);
    expect(order.body).to.include({ executionMode: 'async', inputMint: fake.usdcMint.toBase58() });
    const tx = VersionedTransaction.deserialize(Buffer.from(order.body.transaction, 'base64'));
    expect(tx.message.header.numRequiredSignatures).to.equal(1);
    expect(tx.message.staticAccountKeys[0]!.equals(user.publicKey)).to.equal(true);
    // The venue accounts come through an address lookup table, which the official client resolves.
    expect(tx.message.addressTableLookups).to.have.length(1);
    const table = (await connection.getAddressLookupTable(tx.message.addressTableLookups[0]!.accountKey)).value!;
    expect(table.isActive()).to.equal(true);
    expect(table.state.addresses.map((a) => a.toBase58())).to.deep.equal(order.body.addressLookupTables[0].addresses);
    expect(tx.message.getAccountKeys({ addressLookupTableAccounts: [table] }).length).to.be.greaterThan(tx.message.staticAccountKeys.length);
    tx.sign([user]);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const [landed] = (await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })).value;
    expect(landed).to.include({ err: null, confirmationStatus: 'finalized' });
    const status = await dflow('/order-status', { signature, lastValidBlockHeight: String(order.body.lastValidBlockHeight) });
    expect(status.body).to.include({ status: 'closed', inAmount: order.body.inAmount, outAmount: order.body.outAmount });
    expect(status.body.fills).to.have.length(1);
    expect(fake.tokenBalance(user.publicKey, market.yesMint)).to.equal(BigInt(order.body.outAmount));
    expect(fake.tokenBalance(user.publicKey, fake.usdcMint)).to.equal(10_000_000n - BigInt(order.body.inAmount));
  });

  it('refuses what DFlow refuses: no route, maintenance, price impact, KYC with its link, a missing API key', async () => {
    const user = Keypair.generate().publicKey.toBase58();
    const market = active();
    const buy = { inputMint: fake.usdcMint.toBase58(), outputMint: market.yesMint.toBase58(), amount: '5000000', userPublicKey: user };
    expect((await dflow('/order', { ...buy, amount: '10' })).body.code).to.equal('route_not_found');
    const kyc = await dflow('/order', buy);
    expect(kyc.body.code).to.equal('unverified_wallet_not_allowed');
    expect(kyc.body.details.deepLink).to.contain(user);
    fake.settings.maintenance = true;
    expect((await dflow('/order', buy)).body.msg).to.match(/maintenance/);
    fake.settings.maintenance = false;
    expect((await dflow('/order', buy, 'wrong')).status).to.equal(401);
    const closed = fake.markets.find((m) => m.status === 'closed')!;
    expect((await dflow('/order', { ...buy, outputMint: closed.yesMint.toBase58() })).body.code).to.equal('route_not_found');
  });

  it('refuses an expired blockhash the way web3.js reports it, and answers expired for an order that never landed', async () => {
    const user = Keypair.generate();
    fake.fund(user.publicKey, { usdc: 10_000_000n, sol: BigInt(LAMPORTS_PER_SOL) });
    const market = active();
    const order = await dflow('/order', { inputMint: market.yesMint.toBase58(), outputMint: fake.usdcMint.toBase58(), amount: '1000000', userPublicKey: user.publicKey.toBase58() });
    const tx = VersionedTransaction.deserialize(Buffer.from(order.body.transaction, 'base64'));
    tx.sign([user]);
    fake.advanceBlocks(151);
    const error = await connection.sendRawTransaction(tx.serialize()).then(() => null, (e: unknown) => e);
    expect(error).to.be.instanceOf(SendTransactionError);
    expect(String((error as Error).message)).to.match(/Blockhash not found/);
    const status = await dflow('/order-status', { signature: getBase58Decoder().decode(tx.signatures[0]!), lastValidBlockHeight: String(order.body.lastValidBlockHeight) });
    expect(status.body.status).to.equal('expired');
  });

  it('runs a delegate flow on chain: approveChecked, a pull within the allowance, a refusal above it', async () => {
    const user = Keypair.generate();
    const delegate = Keypair.generate();
    const collector = Keypair.generate();
    fake.fund(user.publicKey, { usdc: 5_000_000n, sol: BigInt(LAMPORTS_PER_SOL) });
    fake.fund(delegate.publicKey, { sol: BigInt(LAMPORTS_PER_SOL) });
    fake.fund(collector.publicKey, { usdc: 1n });
    const userAta = getAssociatedTokenAddressSync(fake.usdcMint, user.publicKey);
    const collectorAta = getAssociatedTokenAddressSync(fake.usdcMint, collector.publicKey);
    const send = async (payer: Keypair, instruction: TransactionInstruction) => {
      const { blockhash } = await connection.getLatestBlockhash();
      const tx = new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message());
      tx.sign([payer]);
      return connection.sendRawTransaction(tx.serialize());
    };
    await send(user, createApproveCheckedInstruction(userAta, fake.usdcMint, delegate.publicKey, user.publicKey, 100_000n, 6));
    expect((await getAccount(connection, userAta)).delegatedAmount).to.equal(100_000n);
    await send(delegate, createTransferCheckedInstruction(userAta, fake.usdcMint, collectorAta, delegate.publicKey, 60_000n, 6));
    expect((await getAccount(connection, collectorAta)).amount).to.equal(60_001n);
    const refused = await send(delegate, createTransferCheckedInstruction(userAta, fake.usdcMint, collectorAta, delegate.publicKey, 50_000n, 6)).then(() => null, (e: unknown) => e);
    expect(refused).to.be.instanceOf(SendTransactionError);
    expect(String((refused as Error).message)).to.match(/custom program error: 0x1\b/);
    // The same signed bytes again are the same transaction: the node says so rather than running it twice.
    const again = await send(delegate, createTransferCheckedInstruction(userAta, fake.usdcMint, collectorAta, delegate.publicKey, 60_000n, 6)).then(() => null, (e: unknown) => e);
    expect(String((again as Error).message)).to.match(/AlreadyProcessed/);
  });

  it('injects failures: an RPC 429 and a DFlow 503, each once', async () => {
    fake.failRpc('getBlockHeight', { status: 429, retryAfter: 2 });
    const limited = await connection.getBlockHeight().then(() => null, (e: unknown) => e);
    expect(String(limited)).to.match(/429/);
    expect(await connection.getBlockHeight()).to.be.a('number');
    fake.failNext('trade:GET /order', { status: 503 });
    expect((await dflow('/order', { inputMint: 'x', outputMint: 'y', amount: '1' })).status).to.equal(503);
  });
});
