import fs from 'node:fs';
import path from 'node:path';
import ganache from 'ganache';
import solc from 'solc';
import { createPublicClient, createWalletClient, custom, getAddress, type Abi, type Address, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startTestService, type TestService } from './service.js';

type ContractName = 'DepositWallet' | 'SafeWallet' | 'ProxyWallet';
interface Compiled {
  abi: Abi;
  bytecode: `0x${string}`;
}

let compiled: Record<ContractName, Compiled> | undefined;

function compile(): Record<ContractName, Compiled> {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'contracts', 'Wallets.sol'), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'Wallets.sol': { content: source } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  );
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e: { message: string }) => e.message).join('\n'));
  const pick = (name: ContractName): Compiled => {
    const c = output.contracts['Wallets.sol'][name];
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return { DepositWallet: pick('DepositWallet'), SafeWallet: pick('SafeWallet'), ProxyWallet: pick('ProxyWallet') };
}

/** An in-process EVM (ganache, chain id 137) with a funded deployer, and the viem client the service reads it with. */
export interface TestChain {
  client: PublicClient;
  deploy(name: ContractName, args: unknown[]): Promise<Address>;
  close(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  compiled ??= compile();
  const deployerKey = generatePrivateKey();
  const provider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: 137 },
    wallet: { accounts: [{ secretKey: deployerKey, balance: `0x${(10n ** 21n).toString(16)}` }] },
  });
  const client = createPublicClient({ transport: custom(provider) }) as PublicClient;
  const deployer = createWalletClient({ account: privateKeyToAccount(deployerKey), transport: custom(provider) });
  return {
    client,
    deploy: async (name, args) => {
      const { abi, bytecode } = compiled![name];
      const hash = await deployer.deployContract({ abi, bytecode, args, chain: null });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 5 });
      return getAddress(receipt.contractAddress!);
    },
    close: () => provider.disconnect(),
  };
}

/** A test service that reads its own in-process chain, for the suites that need contract wallets. */
export async function startServiceWithChain(): Promise<{ service: TestService; chain: TestChain; close(): Promise<void> }> {
  const chain = await startTestChain();
  const service = await startTestService({ evm: chain.client });
  return {
    service,
    chain,
    close: async () => {
      await service.close();
      await chain.close();
    },
  };
}
