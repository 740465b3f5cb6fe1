import { useEffect } from 'react';

/** Sets the page title the way the server's HTML does: "{page} | Tack". */
export function useTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | Tack` : 'Tack';
  }, [title]);
}
