// One proof image of a withdrawal (GET /ops/withdrawals/:no/proofs/:proofNo): fetched with the
// bearer header into a blob and shown through an object URL, revoked when it is no longer shown.
// The bytes are the member's upload: only ever an <img> source, never markup.
import { useEffect, useState } from 'react';
import { OPS_BASE_URL } from '../../api/ops-base-query';
import { proofUrl } from '../../api/withdrawals';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { selectToken, sessionEnded } from '../../session/session-slice';

export type ProofImage = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

export function useProofImage(withdrawalNo: string, proofNo: number): ProofImage {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [image, setImage] = useState<ProofImage>({ state: 'loading' });

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    setImage({ state: 'loading' });
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(`${OPS_BASE_URL}${proofUrl(withdrawalNo, proofNo)}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          signal: controller.signal,
        });
        if (response.status === 401) dispatch(sessionEnded());
        const blob = response.ok ? await response.blob() : null;
        if (!live) return;
        if (!blob || !IMAGE_TYPES.has(blob.type.split(';')[0] ?? '')) return setImage({ state: 'failed' });
        url = URL.createObjectURL(blob);
        setImage({ state: 'ready', url });
      } catch {
        if (live) setImage({ state: 'failed' });
      }
    })();
    return () => {
      live = false;
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [withdrawalNo, proofNo, token, dispatch]);

  return image;
}
