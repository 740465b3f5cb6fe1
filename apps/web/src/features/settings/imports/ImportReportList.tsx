import { useInfiniteQuery } from '@tanstack/react-query';
import { callResource } from '../../../api/client.ts';

/** The items of an import that failed, each with why, a page at a time. */
export function ImportReportList({ importId }: { importId: string }) {
  const report = useInfiniteQuery({
    queryKey: ['import-report', importId, 'failed'],
    queryFn: ({ pageParam }) =>
      callResource('ImportReportResource', 'get', {
        id: importId,
        outcome: 'failed',
        ...(pageParam ? { bookmark: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
  if (report.isError) return <p className="form-error">The report could not be loaded.</p>;
  if (!report.data) return <p className="empty">Loading…</p>;
  const items = report.data.pages.flatMap((p) => p.items);
  return (
    <>
      <ul className="import-report" aria-label="What failed">
        {items.map((i) => (
          <li key={i.index}>
            <span className="import-report-title">{i.title || `Item ${i.index + 1}`}</span>
            <span className="import-report-reason">{i.reason}</span>
          </li>
        ))}
      </ul>
      {report.hasNextPage && (
        <button
          type="button"
          className="btn"
          disabled={report.isFetchingNextPage}
          onClick={() => void report.fetchNextPage()}
        >
          Show more
        </button>
      )}
    </>
  );
}
