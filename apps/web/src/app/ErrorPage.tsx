import { useState, type FormEvent, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router';
import { useTitle } from './use-title.ts';
import './error-page.css';

/**
 * Every error page's layout: a heading, what happened in words, and always a way on (a link
 * home and a search box), so no error leaves a person at a dead end.
 */
export function ErrorPage({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  /** More ways on, before the home link (a log-in link, "Try again"). */
  children?: ReactNode;
}) {
  useTitle(title);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const search = (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    if (text) void navigate(`/search/pins/?q=${encodeURIComponent(text)}`);
  };
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
      <div className="error-page-actions">
        {children}
        <Link className="btn btn-primary" to="/">
          Go home
        </Link>
      </div>
      <form className="error-page-search" role="search" onSubmit={search}>
        <label htmlFor="error-search">Or search for ideas</label>
        <div>
          <input
            id="error-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Search"
          />
          <button className="btn" type="submit">
            Search
          </button>
        </div>
      </form>
    </section>
  );
}

/** A page whose data could not be loaded (not a 404): the error page with "Try again". */
export function LoadFailed() {
  return (
    <ErrorPage
      title="Something went wrong"
      message="This page could not be shown. Try again, or go on from here."
    >
      <button className="btn" type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </ErrorPage>
  );
}

/** The router's error element: a page that is not there, or one that failed to show. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <ErrorPage
        title="Page not found"
        message="It may have been deleted, made secret, or never existed."
      />
    );
  return <LoadFailed />;
}
