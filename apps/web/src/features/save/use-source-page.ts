import { useEffect, useState } from 'react';
import type { SaveRequest } from '@tack/contract/save-page';
import { callResource, formError } from '../../api/client.ts';
import { pageFromPreview, pageFromRequest, type SourcePage } from './save-plan.ts';

/**
 * The page to save from: as the bookmarklet or extension sent it, or, when it carried no image
 * (a script that could not run or found nothing), as the server reads it through its guarded
 * fetcher (the page-to-pin flow, PagePreviewResource).
 */
export function useSourcePage(request: SaveRequest) {
  const [sent] = useState(() => pageFromRequest(request));
  const [read, setRead] = useState<SourcePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (sent) return;
    let live = true;
    callResource('PagePreviewResource', 'create', { url: request.url })
      .then((preview) => live && setRead(pageFromPreview(preview)))
      .catch((err: unknown) => live && setError(formError(err).message));
    return () => {
      live = false;
    };
  }, [sent, request.url]);
  return { page: sent ?? read, error };
}
