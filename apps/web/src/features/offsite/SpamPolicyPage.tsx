import { useTitle } from '../../app/use-title.ts';

/**
 * `/policy/spam/`: what the blocked-link warning's Learn more leads to. Says what we block, why,
 * and what a person can do about it.
 */
export function SpamPolicyPage() {
  useTitle('Spam policy');
  return (
    <article className="narrow-page policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title">Spam policy</h1>
      <p>
        Tack is for finding ideas and saving them, so every Pin should lead somewhere worth going.
        We stop links that do not.
      </p>
      <h2>What we block</h2>
      <ul>
        <li>
          <strong>Spam:</strong> links that send people somewhere other than they expect, pages
          stuffed with ads or redirects, and sites that ask for clicks, follows or saves in exchange
          for something.
        </li>
        <li>
          <strong>Harmful sites:</strong> phishing, malware, fake shops and sites that try to
          collect your password or payment details.
        </li>
        <li>
          <strong>Suspicious sites:</strong> sites reported many times as misleading, or that hide
          where they lead.
        </li>
        <li>
          <strong>Adult content:</strong> sites with pornography or sexually explicit material.
        </li>
      </ul>
      <h2>What happens when a link is blocked</h2>
      <p>
        When you click a blocked link, Tack shows a warning instead of sending you there, with the
        site&apos;s address so you know what was stopped. The Pin itself stays; only its link is not
        followed. The people who run this Tack decide which sites are blocked, and each decision is
        recorded so they can review it.
      </p>
      <h2>If you think we got it wrong</h2>
      <p>
        If a site you trust is blocked, or a link you saved leads somewhere it should not, tell the
        people who run this Tack: report the Pin from its menu, and say what the link is. We look at
        every report.
      </p>
      <h2>Keeping your own Pins clean</h2>
      <p>
        Link your Pins to the page the idea came from. Do not shorten, cloak or redirect links, and
        do not save the same link over and over to many boards. Accounts that do are limited, and
        their Pins may be hidden.
      </p>
    </article>
  );
}
