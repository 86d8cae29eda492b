/**
 * Seed pairs (README "In-house games"): the server seed stays secret while it is in use and only its
 * SHA-256 hash is shown before play; rotating reveals it, so every round played on it can be
 * verified, and starts a new hidden seed with nonce 0.
 */
import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of the server seed, hex: what the player sees before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** A new random server seed: 32 bytes, hex (64 characters). */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A new random client seed (the player may choose their own): 8 bytes, hex. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The public view of a seed pair: never the server seed itself. */
export interface PublicSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

/** What a rotation reveals about the retired pair. */
export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** How many rounds were played on it (nonces 0 .. rounds-1). */
  rounds: number;
}

/** A player's seed pair: hands out one nonce per round, rotates on request. */
export class SeedPair {
  private serverSeed: string;
  private clientSeed: string;
  private nonce: number;

  /** A pair (new random seeds by default) whose next round uses `nonce` (a pair kept in a database resumes there). */
  constructor(serverSeed = newServerSeed(), clientSeed = newClientSeed(), nonce = 0) {
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  /** The whole pair, server seed included, for the vendor's own storage (never for a player). */
  get secret(): { serverSeed: string; clientSeed: string; nonce: number } {
    return { serverSeed: this.serverSeed, clientSeed: this.clientSeed, nonce: this.nonce };
  }

  /** The hash, the client seed and the next nonce. */
  get public(): PublicSeedPair {
    return { serverSeedHash: hashServerSeed(this.serverSeed), clientSeed: this.clientSeed, nonce: this.nonce };
  }

  /** The inputs of the next round; the nonce advances, so no two rounds share inputs. */
  next(): { serverSeed: string; clientSeed: string; nonce: number; serverSeedHash: string } {
    const inputs = {
      serverSeed: this.serverSeed,
      clientSeed: this.clientSeed,
      nonce: this.nonce,
      serverSeedHash: hashServerSeed(this.serverSeed),
    };
    this.nonce += 1;
    return inputs;
  }

  /**
   * Reveals the current server seed and starts a new one (nonce 0), with `clientSeed` if given
   * (1..64 printable characters, else RangeError) or the old client seed.
   */
  rotate(clientSeed?: string): RevealedSeedPair {
    if (clientSeed !== undefined && !/^[\x21-\x7e]{1,64}$/.test(clientSeed))
      throw new RangeError('client seed must be 1..64 printable characters');
    const revealed = {
      serverSeed: this.serverSeed,
      serverSeedHash: hashServerSeed(this.serverSeed),
      clientSeed: this.clientSeed,
      rounds: this.nonce,
    };
    this.serverSeed = newServerSeed();
    this.clientSeed = clientSeed ?? this.clientSeed;
    this.nonce = 0;
    return revealed;
  }
}
