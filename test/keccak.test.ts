import { expect } from 'chai';
import { getAddress, isAddress, keccak256 as viemKeccak, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { checksummedAddress, keccak256 } from '../engine/crypto/keccak.js';

describe('keccak-256 and EIP-55 addresses', () => {
  it("hashes as viem's keccak256 does, at every length around the sponge's 136-byte block", () => {
    for (const length of [0, 1, 32, 64, 135, 136, 137, 272, 416, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(toHex(keccak256(bytes)), `${length} bytes`).to.equal(viemKeccak(bytes));
    }
  });

  it("spells addresses as viem's getAddress does, from lower or upper case, and accepts mixed case only as its own checksum", () => {
    for (let i = 0; i < 50; i++) {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      expect(checksummedAddress(address.toLowerCase())).to.equal(getAddress(address));
      expect(checksummedAddress(`0x${address.slice(2).toUpperCase()}`)).to.equal(getAddress(address));
      expect(checksummedAddress(address)).to.equal(address);
      // One letter's case flipped: a checksum it is not, as viem's strict isAddress says too; unless
      // that letter was the only one of its case, and the address is now all one case, which
      // stands for no checksum (as the lower- and upper-case spellings above), as getAddress reads it.
      const at = [...address.slice(2)].findIndex((c) => /[a-f]/i.test(c)) + 2;
      const flipped = address.slice(0, at) + (address[at] === address[at]!.toLowerCase() ? address[at]!.toUpperCase() : address[at]!.toLowerCase()) + address.slice(at + 1);
      const oneCase = [flipped.slice(2).toLowerCase(), flipped.slice(2).toUpperCase()].includes(flipped.slice(2));
      expect(checksummedAddress(flipped), flipped).to.equal(oneCase || isAddress(flipped) ? getAddress(flipped) : null);
    }
    // Its one lower-case letter flipped, this address is all upper case: about one address in two thousand is so.
    expect(checksummedAddress('0x6269C9C7740D3883218C0E828058D81CA1A59020')).to.equal('0x6269c9C7740D3883218C0E828058D81CA1A59020');
    for (const bad of ['', '0x', '0x1234', `0x${'g'.repeat(40)}`, `${'ab'.repeat(20)}`, `0x${'ab'.repeat(21)}`]) expect(checksummedAddress(bad), bad).to.equal(null);
  });
});
