// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The ECDSA signer of `hash`, or zero for a signature that is not 65 bytes.
function recoverSigner(bytes32 hash, bytes calldata signature) pure returns (address) {
    if (signature.length != 65) return address(0);
    bytes32 r;
    bytes32 s;
    uint8 v;
    assembly {
        r := calldataload(signature.offset)
        s := calldataload(add(signature.offset, 32))
        v := byte(0, calldataload(add(signature.offset, 64)))
    }
    return ecrecover(hash, v, r, s);
}

/// A smart-contract wallet that accepts its owner's ECDSA signatures through EIP-1271, like a
/// deposit wallet.
contract DepositWallet {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = recoverSigner(hash, signature);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// A multi-owner wallet shaped like a Safe: getOwners and EIP-1271 by any owner.
contract SafeWallet {
    address[] private owners;

    constructor(address[] memory owners_) {
        owners = owners_;
    }

    function getOwners() external view returns (address[] memory) {
        return owners;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        address signer = recoverSigner(hash, signature);
        if (signer == address(0)) return 0xffffffff;
        for (uint256 i = 0; i < owners.length; i++) if (owners[i] == signer) return 0x1626ba7e;
        return 0xffffffff;
    }
}

/// A proxy wallet: a contract that signs nothing itself.
contract ProxyWallet {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }
}
