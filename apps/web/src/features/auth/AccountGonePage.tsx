import { Link } from 'react-router';
import { useTitle } from '../../app/use-title.ts';

const PAGES = {
  deleted: {
    title: 'Your account was deleted',
    text: 'Your profile, boards and Pins are gone from Tack. Thank you for being here.',
    primary: { to: '/signup', label: 'Sign up again' },
  },
  deactivated: {
    title: 'Your account is deactivated',
    text: 'Your profile, boards and Pins are hidden from everyone. Log in with your password any time to bring everything back.',
    primary: { to: '/login', label: 'Log in' },
  },
} as const;

/**
 * `/account/deleted/` and `/account/deactivated/`: where leaving ends, signed out, with what
 * happened and the way back. In the sign-in pages' chunk (no route of its own to load).
 */
export function AccountGone({ kind }: { kind: keyof typeof PAGES }) {
  const page = PAGES[kind];
  useTitle(page.title);
  return (
    <section className="account-gone" aria-labelledby="gone-title">
      <h1 id="gone-title">{page.title}</h1>
      <p>{page.text}</p>
      <div className="actions">
        <Link className="btn btn-primary" to={page.primary.to}>
          {page.primary.label}
        </Link>
        <Link className="btn" to="/">
          Browse Tack
        </Link>
      </div>
    </section>
  );
}
