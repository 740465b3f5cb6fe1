import { useEffect, useState } from 'react';
import type { InviteCodeMetadata } from '@tack/contract';
import { callResource } from '../../api/client.ts';

/**
 * Who shared the link with `code`, or null while loading, without a code, or when the lookup
 * failed (§8: the landing state is cleared silently). A plain effect, not TanStack Query: these
 * chunks stay out of the first load's query code (features/pins/SendDialog.tsx says why).
 */
export function useInvite(code: string | null | undefined): InviteCodeMetadata | null {
  const [data, setData] = useState<{ code: string; value: InviteCodeMetadata | null } | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    callResource('InviteCodeMetadataResource', 'get', { invite_code: code }).then(
      (value) => live && setData({ code, value }),
      () => live && setData({ code, value: null }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return code && data?.code === code ? data.value : null;
}
