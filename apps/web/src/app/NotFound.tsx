import { ErrorPage } from './ErrorPage.tsx';

export function NotFound({ what = 'Page' }: { what?: string }) {
  return (
    <ErrorPage
      title={`${what} not found`}
      message="It may have been deleted, made secret, or never existed."
    />
  );
}
