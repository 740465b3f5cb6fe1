import { useQuery } from '@tanstack/react-query';
import type { Board } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { boardKeys } from './queries.ts';
import './cover-chooser.css';

/**
 * The board editor's cover picker (PC §3 Board `coverPin`): one of the board's newest pins, or
 * "Newest Pin" to let the cover follow what is saved last. A radio group, so arrow keys move
 * between pictures and the choice is announced with the pin's title.
 */
export function CoverChooser({
  board,
  value,
  onChange,
}: {
  board: Board;
  value: string | null;
  onChange: (pinId: string | null) => void;
}) {
  const pins = useQuery({
    queryKey: [...boardKeys.all, 'cover-choices', board.id],
    queryFn: () => callResource('BoardFeedResource', 'get', { board_id: board.id }),
    enabled: board.pinCount > 0,
  });
  if (board.pinCount === 0) return null;
  const choices = pins.data?.items ?? [];
  return (
    <fieldset className="choice-group cover-chooser">
      <legend>Cover</legend>
      <label className="cover-choice cover-auto">
        <input type="radio" name="cover" checked={value === null} onChange={() => onChange(null)} />
        <span>Newest Pin</span>
      </label>
      {pins.isPending && <p className="choice-text">Loading Pins…</p>}
      {choices.map((pin) => (
        <label className="cover-choice" key={pin.id}>
          <input
            type="radio"
            name="cover"
            checked={value === pin.id}
            onChange={() => onChange(pin.id)}
            aria-label={pin.gridTitle || pin.altText || 'Untitled Pin'}
          />
          <img src={pin.images['236x'].url} alt="" loading="lazy" />
        </label>
      ))}
    </fieldset>
  );
}
