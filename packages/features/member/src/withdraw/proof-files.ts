// The client's first look at proof images (contracts: png or jpg, at most 5 MB each, at most three):
// by the type the browser gives and the size. The platform checks the bytes and is the judge.
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES, PROOF_IMAGES_MAX } from '@portal/contracts';

export type ProofProblem = 'tooMany' | 'notImage' | 'tooLarge';

export const PROOF_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export function proofProblem(files: readonly File[]): { problem: ProofProblem; name?: string } | null {
  if (files.length > PROOF_IMAGES_MAX) return { problem: 'tooMany' };
  for (const file of files) {
    if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return { problem: 'notImage', name: file.name };
    if (file.size > PROOF_IMAGE_MAX_BYTES) return { problem: 'tooLarge', name: file.name };
  }
  return null;
}
