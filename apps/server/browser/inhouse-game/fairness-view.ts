// The provably fair panel: the commitment for the next round, and the seed a rotation revealed.
import type { FairnessCommitment, RotateSeedValue } from '@portal/contracts';
import { setText } from './page';
import type { Texts } from './texts';

export function showCommitment(commitment: FairnessCommitment): void {
  setText('seed-hash', commitment.serverSeedHash);
  setText('client-seed', commitment.clientSeed);
  setText('nonce', String(commitment.nextNonce));
}

export function showRotation(rotation: RotateSeedValue, texts: Texts): void {
  const { serverSeed, serverSeedHash } = rotation.revealed;
  setText('revealed', `${texts.revealed}: ${serverSeed} (SHA-256 ${serverSeedHash})`);
  showCommitment(rotation.next);
}
