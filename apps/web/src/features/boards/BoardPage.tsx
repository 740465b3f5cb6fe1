import { useState } from 'react';
import { setSourceFollow } from '../discovery/follow-source.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { Board } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { useViewerWhenKnown } from '../auth/queries.ts';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import { useLoginPrompt } from '../auth/LoginPrompt.tsx';
import { BoardSections, SectionActions } from './BoardSections.tsx';
import { BulkEditBar } from './BulkEditBar.tsx';
import { CollaboratorsPanel } from './CollaboratorsPanel.tsx';
import { boardKeys, useBoard } from './queries.ts';
import { EditBoardDialog } from './EditBoardDialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PLACEMENTS } from '@tack/contract/constants';
import { deleteLoss } from './delete-words.ts';
import { Placement } from '../experiences/Placement.tsx';
import { countOf } from '../../ui/count.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { useAcceptInviteFromLink } from '../invites/use-accept-invite.ts';

export function BoardPage() {
  const { username = '', board: slug = '', section: sectionSlug } = useParams();
  const board = useBoard(username, slug);
  const section = useQuery({
    queryKey: ['section', username, slug, sectionSlug],
    queryFn: () =>
      callResource('BoardSectionResource', 'get', { username, slug, section_slug: sectionSlug! }),
    enabled: !!sectionSlug,
    retry: false,
  });
  useAcceptInviteFromLink(board.data);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  useTitle(
    board.data
      ? section.data
        ? `${section.data.title} in ${board.data.name}`
        : board.data.name
      : null,
  );
  const boardId = board.data?.id;
  const sectionId = section.data?.id;
  const pins = usePinFeed(
    'board',
    { boardId, sectionId },
    (bookmark) =>
      callResource('BoardFeedResource', 'get', {
        board_id: boardId!,
        bookmark,
        ...(sectionId ? { section_id: sectionId } : {}),
      }),
    !!boardId && (!sectionSlug || !!sectionId),
  );
  if (board.isPending) return <p className="empty">Loading…</p>;
  if (board.isError || section.isError) {
    const err = board.error ?? section.error;
    return err instanceof ApiError && err.status === 404 ? (
      <NotFound what={section.isError ? 'Section' : 'Board'} />
    ) : (
      <LoadFailed />
    );
  }
  const b = board.data;
  // Found by its owner's old username (changed in the last 90 days): move to its address now.
  if (b.url.split('/')[1] !== username.toLowerCase())
    return <Navigate to={`${b.url}${sectionSlug ? `${sectionSlug}/` : ''}`} replace />;
  const canOrganize =
    b.viewerPermissions.includes('move_pin') || b.viewerPermissions.includes('delete_pin');
  const stopSelecting = () => {
    setSelecting(false);
    setSelected([]);
  };
  return (
    <>
      <Placement id={PLACEMENTS.boardTop} />
      <header className="profile-head">
        <h1>
          {section.data ? `${section.data.title}` : b.name}{' '}
          {b.privacy !== 'public' && (
            <span className="badge">{b.privacy === 'secret' ? 'Secret' : 'Protected'}</span>
          )}
        </h1>
        {section.data && (
          <p>
            in <Link to={b.url}>{b.name}</Link>
          </p>
        )}
        {b.description && <p>{b.description}</p>}
        <Link className="pinner" to={`/${b.owner.username}/`} style={{ justifyContent: 'center' }}>
          <Avatar user={b.owner} size={32} /> {b.owner.fullName}
        </Link>
        <p>{countOf(section.data ? section.data.pinCount : b.pinCount, 'Pin')}</p>
        <BoardActions
          board={b}
          onOrganize={canOrganize && !selecting ? () => setSelecting(true) : undefined}
        />
      </header>
      {section.data && <SectionActions board={b} section={section.data} />}
      <BoardSections board={b} />
      <CollaboratorsPanel board={b} />
      {selecting && <BulkEditBar board={b} selected={selected} onDone={stopSelecting} />}
      <FeedGrid
        query={pins}
        surface="BaseBoardPinGrid"
        emptyText="There aren't any Pins on this board yet."
        selectionFor={
          selecting
            ? (pin) => ({
                selected: selected.includes(pin.id),
                toggle: () =>
                  setSelected((s) =>
                    s.includes(pin.id) ? s.filter((x) => x !== pin.id) : [...s, pin.id],
                  ),
              })
            : undefined
        }
      />
    </>
  );
}

/** Follow for others; Organize and Delete for those allowed. Deleting is optimistic (MC §4). */
function BoardActions({ board, onOrganize }: { board: Board; onOrganize?: () => void }) {
  const viewerWhenKnown = useViewerWhenKnown();
  const prompt = useLoginPrompt();
  const qc = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [following, setFollowing] = useState(board.followedByMe);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  async function follow() {
    if (!(await viewerWhenKnown())) return prompt(following ? 'unfollow' : 'follow');
    const next = !following;
    setFollowing(next);
    try {
      // The same call as everywhere, and its follow event (§7: 26/27).
      await setSourceFollow('board', board.id, next);
    } catch {
      setFollowing(!next);
    }
  }
  async function remove() {
    setDeleting(false);
    const key = boardKeys.list(board.owner.username);
    const before = qc.getQueryData(key);
    qc.setQueryData<{ items: Board[] }>(
      key,
      (l) => l && { ...l, items: l.items.filter((x) => x.id !== board.id) },
    );
    navigate(`/${board.owner.username}/_saved`);
    try {
      await callResource('BoardResource', 'delete', { board_id: board.id });
      toast({ text: `Deleted ${board.name}` });
    } catch {
      qc.setQueryData(key, before);
      toast({ text: `Couldn't delete ${board.name}`, tone: 'error' });
    }
  }
  return (
    <div className="save-row" style={{ justifyContent: 'center' }}>
      {!board.isOwner && (
        <button
          className="btn"
          type="button"
          aria-pressed={following}
          onClick={() => void follow()}
        >
          {following ? 'Following' : 'Follow'}
        </button>
      )}
      {onOrganize && (
        <button className="btn" type="button" onClick={onOrganize}>
          Organize
        </button>
      )}
      {board.isOwner && board.layout === 'default' && (
        <button className="btn" type="button" onClick={() => setDeleting(true)}>
          Delete board
        </button>
      )}
      {board.isOwner && board.layout === 'default' && (
        <button className="btn" type="button" onClick={() => setEditing(true)}>
          Edit board
        </button>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${board.name}?`}
          confirmLabel="Delete"
          onCancel={() => setDeleting(false)}
          onConfirm={() => void remove()}
        >
          <p>{deleteLoss(board.pinCount, board.sectionCount)} This can&apos;t be undone.</p>
        </ConfirmDialog>
      )}
      {editing && (
        <EditBoardDialog
          board={board}
          onClose={() => setEditing(false)}
          onSaved={(b) => {
            setEditing(false);
            if (b.url !== board.url) navigate(b.url, { replace: true });
          }}
        />
      )}
    </div>
  );
}
