/**
 * Proof images of a withdrawal that was not (fully) received (spec section 4; docs: POST
 * /api/withdraw/orders/:id/proofs): png or jpg by content (magic bytes, not the name), at most
 * 5 MB each, at most 3 per withdrawal. The server checks the same; the browser checks first so the
 * member hears at once.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '../../../contract/spec';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];

/** Whether the first bytes are a PNG or JPEG signature. */
export function isPngOrJpg(head: Uint8Array): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return starts(PNG) || starts(JPG);
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 8);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // older DOM implementations (jsdom) lack Blob.arrayBuffer
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

export type ProofProblem =
  | { key: 'wallet.withdraw.proofType' | 'wallet.withdraw.proofSize'; name: string }
  | { key: 'wallet.withdraw.proofCount' };

/**
 * Checks chosen files.
 * @param already proofs already uploaded for this withdrawal.
 * @returns the first problem, or null when every file may be uploaded.
 */
export async function checkProofs(files: readonly File[], already = 0): Promise<ProofProblem | null> {
  if (files.length + already > UPLOAD_MAX_IMAGES) return { key: 'wallet.withdraw.proofCount' };
  for (const f of files) {
    if (f.size > UPLOAD_MAX_BYTES) return { key: 'wallet.withdraw.proofSize', name: f.name };
    if (!isPngOrJpg(await headOf(f))) return { key: 'wallet.withdraw.proofType', name: f.name };
  }
  return null;
}
