// Which image uploaded bytes are, by their content (never by the name or the declared type): PNG
// and JPEG by their magic numbers, nothing else. Shared by the withdrawal proofs and the promotion
// applications' images (both: png or jpg, at most 5 MB, `proof_image_invalid`).
export type ImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function proofImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
