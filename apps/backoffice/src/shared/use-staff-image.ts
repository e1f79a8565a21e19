// One image a member uploaded (a withdrawal's proof, a promotion application's image), read through
// a staff call that answers the bytes: fetched with the bearer header into a blob and shown through
// an object URL, revoked when it is no longer shown. The bytes are the member's upload: only ever an
// <img> source, never markup, and only png or jpeg.
import { useEffect, useState } from 'react';
import { OPS_BASE_URL } from '../api/ops-base-query';
import { useAppDispatch, useAppSelector } from '../app/store';
import { selectToken, sessionEnded } from '../session/session-slice';

export type StaffImageState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** `path`: the call under `/ops`, e.g. `/withdrawals/W1/proofs/1`. */
export function useStaffImage(path: string): StaffImageState {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const [image, setImage] = useState<StaffImageState>({ state: 'loading' });

  useEffect(() => {
    let url: string | undefined;
    let live = true;
    setImage({ state: 'loading' });
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(`${OPS_BASE_URL}${path}`, {
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
  }, [path, token, dispatch]);

  return image;
}
