import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { BOARD_SORTS, DEFAULT_PREFERENCES } from '@tack/contract/constants';
import type { BoardSort, ProfilePreferences } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { ChoiceMenu } from '../../ui/ChoiceMenu.tsx';
import { boardKeys } from '../boards/queries.ts';
import { DENSITY_WIDTH, usePreferences, useSetPreference } from './preferences.ts';
import { moveBefore } from './reorder.ts';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import { InvitesPanel } from '../boards/InvitesPanel.tsx';
import { useViewer } from '../auth/queries.ts';
import { BoardCard } from '../boards/BoardCard.tsx';
import { FollowToggle } from '../discovery/FollowToggle.tsx';
import { ShareProfileButton } from './ShareProfileButton.tsx';
import { PLACEMENTS } from '@tack/contract/constants';
import { PlacementRegion } from '../experiences/PlacementRegion.tsx';
import { countOf } from '../../ui/count.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { VerifiedBadge } from '../verification/VerifiedBadge.tsx';

export function ProfilePage({ tab }: { tab: 'saved' | 'created' }) {
  const { username = '' } = useParams();
  const user = useQuery({
    queryKey: ['user', username],
    queryFn: () => callResource('UserResource', 'get', { username }),
    retry: false,
  });
  const viewer = useViewer();
  const qc = useQueryClient();
  const { pathname, search } = useLocation();
  useTitle(user.data ? `${user.data.fullName} (@${user.data.username})` : null);
  if (user.isPending) return <p className="empty">Loading…</p>;
  if (user.isError)
    return user.error instanceof ApiError && user.error.status === 404 ? (
      <NotFound what="User" />
    ) : (
      <LoadFailed />
    );
  const u = user.data;
  // An old username (changed in the last 90 days) answers its user: move to the new address.
  if (u.username !== username.toLowerCase())
    return <Navigate to={`${pathname.replace(/^\/[^/]*/, `/${u.username}`)}${search}`} replace />;
  return (
    <>
      {/* The profile's banners speak to its owner, one at a time. */}
      {viewer?.id === u.id && (
        <PlacementRegion ids={[PLACEMENTS.profileUpgrade, PLACEMENTS.profileTop]} />
      )}
      <header className="profile-head">
        <Avatar user={u} size={120} />
        <div className="name-with-badge">
          <h1>{u.fullName}</h1>
          <VerifiedBadge person={u} />
        </div>
        <p>@{u.username}</p>
        {u.about && <p className="profile-about">{u.about}</p>}
        {u.websiteUrl && (
          <p>
            <a href={u.websiteUrl} rel="nofollow ugc noopener noreferrer" target="_blank">
              {websiteLabel(u.websiteUrl)}
            </a>
          </p>
        )}
        <p>
          {countOf(u.followerCount, 'follower')} · {u.followingCount} following ·{' '}
          {countOf(u.boardCount, 'board')} · {countOf(u.pinCount, 'Pin')}
        </p>
        <div className="profile-actions">
          <ShareProfileButton user={u} />
          {viewer?.id !== u.id && !u.blockedByMe && (
            <FollowToggle
              kind="user"
              id={u.id}
              followed={u.explicitlyFollowedByMe}
              onChanged={() => void qc.invalidateQueries({ queryKey: ['user', u.username] })}
            />
          )}
          {viewer && viewer.id !== u.id && (
            <ProfileMenu
              user={u}
              onChanged={() => void qc.invalidateQueries({ queryKey: ['user', u.username] })}
            />
          )}
        </div>
      </header>
      {u.blockedByMe && (
        <p className="profile-blocked" role="status">
          You blocked @{u.username}. They can&apos;t see your profile, boards or Pins.
        </p>
      )}
      {/* Active by the page's tab, not the URL: `/{username}/` is the Saved tab too. */}
      <nav className="tabs" aria-label="Profile">
        {(
          [
            ['created', '_created/', 'Created'],
            ['saved', '_saved/', 'Saved'],
          ] as const
        ).map(([t, path, label]) => (
          <Link
            key={t}
            className={t === tab ? 'nav-link active' : 'nav-link'}
            aria-current={t === tab ? 'page' : undefined}
            to={`/${u.username}/${path}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'saved' ? <SavedTab username={u.username} /> : <CreatedTab username={u.username} />}
    </>
  );
}

/** A website as a profile shows it: its host and path, without the scheme. */
function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function SavedTab({ username }: { username: string }) {
  const viewer = useViewer();
  const own = viewer?.username === username;
  const prefs = usePreferences(own).data ?? DEFAULT_PREFERENCES;
  const setPref = useSetPreference();
  const sort = own ? prefs.boardSortOrder : 'last_pinned_to';
  const filter = own ? prefs.profilePinFilter : 'none';
  const boards = useQuery({
    queryKey: [...boardKeys.list(username), sort],
    queryFn: () => callResource('BoardsResource', 'get', { username, page_size: 100, sort }),
  });
  const savedFilter =
    filter === 'created_by_me' || filter === 'favorited' || filter === 'favorited_and_created_by_me'
      ? filter
      : 'none';
  const pins = usePinFeed('saved', { username, savedFilter }, (bookmark) =>
    callResource('UserSavedPinsResource', 'get', { username, bookmark, filter: savedFilter }),
  );
  const qc = useQueryClient();
  const [dragging, setDragging] = useState<string | null>(null);
  const items = boards.data?.items ?? [];
  async function drop(overId: string) {
    if (!dragging) return;
    const next = moveBefore(items, dragging, overId);
    setDragging(null);
    qc.setQueryData([...boardKeys.list(username), sort], { ...boards.data!, items: next });
    await callResource('BoardOrderResource', 'update', {
      board_ids: next.filter((b) => b.isOwner).map((b) => b.id),
    }).catch(() => boards.refetch());
  }
  return (
    <>
      {own && <InvitesPanel />}
      {own && (
        <div className="toolbar" aria-label="View options">
          <ChoiceMenu
            label="Sort boards"
            value={sort}
            choices={BOARD_SORTS.map((v) => ({ value: v, label: SORT_LABELS[v] }))}
            onChange={(v) => setPref.mutate({ boardSortOrder: v })}
          />
          <ChoiceMenu
            label="Show"
            value={savedFilter}
            choices={PIN_FILTERS}
            onChange={(v) => setPref.mutate({ profilePinFilter: v })}
          />
          <ChoiceMenu
            label="When you save"
            value={prefs.saveBehavior === 1 ? 'choose' : 'profile'}
            choices={SAVE_BEHAVIORS}
            onChange={(v) => setPref.mutate({ saveBehavior: v === 'choose' ? 1 : 0 })}
          />
          <ChoiceMenu
            label="Pin size"
            value={prefs.profilePinDensity}
            choices={DENSITIES}
            onChange={(v) => setPref.mutate({ profilePinDensity: v })}
          />
        </div>
      )}
      <section className="boards" aria-label="Boards">
        {items.map((b) => (
          <div
            key={b.id}
            draggable={own && sort === 'custom' && b.isOwner}
            onDragStart={() => setDragging(b.id)}
            onDragOver={(e) => dragging && e.preventDefault()}
            onDrop={() => void drop(b.id)}
          >
            <BoardCard board={b} />
          </div>
        ))}
      </section>
      <h2 style={{ textAlign: 'center' }}>All saved Pins</h2>
      <FeedGrid
        query={pins}
        surface={own ? 'UserProfilePinGrid' : 'OtherProfilePinGrid'}
        emptyText="Nothing saved yet."
        columnWidth={DENSITY_WIDTH[own ? prefs.profilePinDensity : 'default']}
      />
    </>
  );
}

const PIN_FILTERS = [
  { value: 'none', label: 'All Pins' },
  { value: 'favorited', label: 'Favorites' },
  { value: 'created_by_me', label: 'Created by you' },
  { value: 'favorited_and_created_by_me', label: 'Favorites created by you' },
] as const;

const SAVE_BEHAVIORS = [
  { value: 'profile', label: 'Save to Profile' },
  { value: 'choose', label: 'Choose a board' },
] as const;

const DENSITIES = [
  { value: 'compact', label: 'Small' },
  { value: 'default', label: 'Medium' },
  { value: 'comfy', label: 'Large' },
] as const satisfies readonly { value: ProfilePreferences['profilePinDensity']; label: string }[];

const SORT_LABELS: Record<BoardSort, string> = {
  alphabetical: 'A to Z',
  last_pinned_to: 'Last saved to',
  oldest: 'Oldest',
  newest: 'Newest',
  group_boards_at_top: 'Group boards first',
  custom: 'Drag and drop',
};

function CreatedTab({ username }: { username: string }) {
  const pins = usePinFeed('created', { username }, (bookmark) =>
    callResource('UserCreatedPinsResource', 'get', { username, bookmark }),
  );
  const own = useViewer()?.username === username;
  return (
    <FeedGrid
      query={pins}
      surface={own ? 'UserProfilePinGrid' : 'OtherProfilePinGrid'}
      emptyText="No Pins created yet."
    />
  );
}
