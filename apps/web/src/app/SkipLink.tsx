import './skip-link.css';

/**
 * "Skip to content": the first tab stop, shown when it has focus; it moves focus to the page's
 * `<main>` (not the URL's hash, which the router would take for a navigation).
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(e) => {
        const main = document.getElementById('main');
        if (!main) return;
        e.preventDefault();
        main.focus();
      }}
    >
      Skip to content
    </a>
  );
}
