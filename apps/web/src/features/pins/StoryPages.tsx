import { useState } from 'react';
import type { Pin } from '@tack/contract';
import { VideoPlayer } from '../video/VideoPlayer.tsx';
import './story-pages.css';

/**
 * An idea pin's pages on its closeup, one at a time (spec storyPinData): the page's image or
 * video with its text, and buttons to the previous and next page.
 */
export function StoryPages({
  story,
  title,
}: {
  story: NonNullable<Pin['storyPinData']>;
  title: string;
}) {
  const [index, setIndex] = useState(0);
  const pages = story.pages;
  const page = pages[Math.min(index, pages.length - 1)];
  if (!page) return null;
  const img = page.images['736x'];
  return (
    <div className="story-pages" aria-roledescription="idea pin" aria-label={title || 'Idea pin'}>
      <p className="story-count" aria-live="polite">
        Page {index + 1} of {pages.length}
      </p>
      <div className="story-page" style={{ backgroundColor: page.dominantColor }}>
        {page.video ? (
          <VideoPlayer
            key={index}
            videos={page.video}
            poster={img.url}
            controls
            className="story-media"
            label={`Video of page ${index + 1}`}
          />
        ) : (
          <img
            className="story-media"
            src={img.url}
            width={img.width}
            height={img.height}
            alt={page.text ? `Page ${index + 1}: ${page.text}` : `Page ${index + 1}`}
          />
        )}
      </div>
      {page.text && <p className="story-text">{page.text}</p>}
      {pages.length > 1 && (
        <div className="story-nav">
          <button
            type="button"
            className="btn"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            View Previous
          </button>
          <button
            type="button"
            className="btn"
            disabled={index === pages.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            View Next
          </button>
        </div>
      )}
    </div>
  );
}
