import { useTitle } from '../../app/use-title.ts';
import { AllowedPanel } from './AllowedPanel.tsx';
import { AppsPanel } from './AppsPanel.tsx';
import { TokensPanel } from './TokensPanel.tsx';
import { useApiAccess } from './queries.ts';
import './api-access.css';

/**
 * `/settings/apps`: Tack speaks Pinterest's API v5 at `/v5`. Personal access tokens for one's
 * own scripts, apps for tools that ask through the consent screen, and the apps one allowed.
 */
export function ApiSettings() {
  useTitle('Apps and API');
  const access = useApiAccess();
  return (
    <>
      <h1>Apps and API</h1>
      <p className="settings-intro">
        Tools written for Pinterest&apos;s API v5 work with Tack: point them at{' '}
        <code>{`${window.location.origin}/v5`}</code> (described at{' '}
        <a href="/v5/openapi.json">/v5/openapi.json</a>) with a token from here.
      </p>
      {access.isPending && <p>Loading…</p>}
      {access.isError && <p className="form-error">This couldn't be loaded. Try again later.</p>}
      {access.data && (
        <>
          <TokensPanel tokens={access.data.tokens} />
          <AppsPanel apps={access.data.apps} />
          <AllowedPanel allowed={access.data.allowed} />
        </>
      )}
    </>
  );
}
