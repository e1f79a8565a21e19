// The client's first look at application images (contracts: png or jpg, at most 5 MB each, at most
// three): by the type the browser gives and the size. The platform checks the bytes and is the judge.
import { ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGE_TYPES } from '@portal/contracts';

export type ImageProblem = 'notImage' | 'tooLarge';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export function imageProblem(file: File): ImageProblem | null {
  if (!(ACTIVITY_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > ACTIVITY_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A preview address for an image, where the browser makes them (not in every test DOM). */
export function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function releasePreview(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
