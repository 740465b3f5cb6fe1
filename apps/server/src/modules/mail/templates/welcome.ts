import { renderMessage } from '../layout.ts';
import { defineTemplate } from './template.ts';

/** After onboarding: where the person's ideas are. A kind they may turn off ('tips'). */
export const welcome = defineTemplate<{
  firstName: string;
  interests: string[];
  homeUrl: string;
}>({
  name: 'welcome',
  category: 'tips',
  render: (d, ctx) =>
    renderMessage(
      {
        subject: `Welcome to Tack, ${d.firstName}`,
        greeting: `Hi ${d.firstName},`,
        paragraphs: [
          d.interests.length
            ? `Your home feed now brings you ideas about ${listOf(d.interests)}.`
            : 'Your home feed is ready with ideas from across Tack.',
          'Save what you love to your boards, and follow more interests any time to see more of them.',
        ],
        action: { label: 'See your ideas', url: d.homeUrl },
      },
      ctx,
    ),
});

/** "a, b and c" (at most five named). */
function listOf(items: string[]): string {
  const named = items.slice(0, 5);
  if (items.length > named.length) named.push(`${items.length - 5} more`);
  return named.length < 2
    ? (named[0] ?? '')
    : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}
