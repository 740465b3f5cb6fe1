import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Board } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { useToast } from '../../ui/Toast.tsx';
import { feedKeys } from '../feed/queries.ts';
import { boardKeys, useUserBoards } from './queries.ts';
import { sectionKeys, useSections } from './BoardSections.tsx';
import { countOf } from '../../ui/count.ts';

/**
 * Bulk edit (spec §9): with pins selected, move them to a board or section, copy them, make a
 * new section of them, or delete them. Each is one request and one transaction on the server.
 */
export function BulkEditBar({
  board,
  selected,
  onDone,
}: {
  board: Board;
  selected: string[];
  onDone: () => void;
}) {
  const qc = useQueryClient();
  const toast = useToast();
  const boards = useUserBoards(board.owner.username);
  const sections = useSections(board.id);
  const [target, setTarget] = useState(`section:`);
  const [sectionTitle, setSectionTitle] = useState('');
  const n = selected.length;

  async function run(
    options: Parameters<typeof callResource<'BulkEditResource', 'update'>>[2],
    done: string,
  ) {
    try {
      await callResource('BulkEditResource', 'update', options);
      toast({ text: done });
      void qc.invalidateQueries({ queryKey: feedKeys.all });
      void qc.invalidateQueries({ queryKey: boardKeys.all });
      void qc.invalidateQueries({ queryKey: sectionKeys.list(board.id) });
      onDone();
    } catch (err) {
      toast({
        text: err instanceof ApiError ? err.message : 'Sorry! Something went wrong on our end.',
        tone: 'error',
      });
    }
  }

  const [kind, id] = target.split(':') as ['section' | 'board', string];
  const move = () =>
    run(
      kind === 'board'
        ? { action: 'bulkMove', board_id: board.id, pin_ids: selected, target_board_id: id }
        : {
            action: 'bulkMove',
            board_id: board.id,
            pin_ids: selected,
            target_board_id: board.id,
            target_section_id: id || null,
          },
      `Moved ${countOf(n, 'Pin')}`,
    );
  const others = (boards.data?.items ?? []).filter(
    (b) => b.id !== board.id && b.viewerPermissions.includes('save_pin'),
  );

  return (
    <div className="toolbar" role="toolbar" aria-label="Bulk edit">
      <span>{n} selected</span>
      <label className="visually-hidden" htmlFor="bulk-target">
        Move to
      </label>
      <select id="bulk-target" value={target} onChange={(e) => setTarget(e.target.value)}>
        <option value="section:">{board.name} (no section)</option>
        {sections.data?.map((s) => (
          <option key={s.id} value={`section:${s.id}`}>
            {board.name} › {s.title}
          </option>
        ))}
        {others.map((b) => (
          <option key={b.id} value={`board:${b.id}`}>
            {b.name}
          </option>
        ))}
      </select>
      <button className="btn btn-primary" type="button" disabled={!n} onClick={() => void move()}>
        Move
      </button>
      {kind === 'board' && (
        <button
          className="btn"
          type="button"
          disabled={!n}
          onClick={() =>
            void run(
              { action: 'bulkCopy', board_id: board.id, pin_ids: selected, target_board_id: id },
              `Copied ${countOf(n, 'Pin')}`,
            )
          }
        >
          Copy
        </button>
      )}
      <label className="visually-hidden" htmlFor="bulk-section">
        New section name
      </label>
      <input
        id="bulk-section"
        placeholder="New section"
        value={sectionTitle}
        maxLength={50}
        onChange={(e) => setSectionTitle(e.target.value)}
      />
      <button
        className="btn"
        type="button"
        disabled={!n || !sectionTitle.trim()}
        onClick={() =>
          void run(
            {
              action: 'bulkCreateSection',
              board_id: board.id,
              pin_ids: selected,
              section_title: sectionTitle,
            },
            `Made a section of ${countOf(n, 'Pin')}`,
          )
        }
      >
        Make section
      </button>
      <button
        className="btn"
        type="button"
        disabled={!n}
        onClick={() =>
          void run(
            { action: 'bulkDelete', board_id: board.id, pin_ids: selected },
            `Deleted ${countOf(n, 'Pin')}`,
          )
        }
      >
        Delete
      </button>
      <button className="btn" type="button" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
