import type { ComponentType } from 'react';
import type { Experience } from '@tack/contract';

/** What a renderer may ask of the page it is on (kept out of the pure rules so they test alone). */
export interface RenderEnv {
  /** Is an element with `data-anchor="<name>"` on the page? */
  anchorExists(anchor: string): boolean;
  /** This site's origin, e.g. http://localhost:3000 (full-banner links may only go here or to http://). */
  origin: string;
  /** The current search query on search pages (search delight), else ''. */
  searchQuery: string;
  /** Narrow screen (under 768 px): full banners pick their narrow layout. */
  narrow: boolean;
}

/**
 * The lifecycle the placement gives each renderer. Each call is honoured once per mounted
 * component by the caller; `actionCode` 2 lets a completion through even after a first attempt.
 */
export interface RendererProps<D = Record<string, unknown>> {
  experience: Experience;
  data: D;
  env: RenderEnv;
  onView(): void;
  onComplete(element?: string, actionCode?: number): void;
  onDismiss(element?: string): void;
  /** Logs a click (event 101) on a named element. */
  onClick(element: string): void;
}

export interface Renderer<D = Record<string, unknown>> {
  /** The §5 validity rule: false renders nothing. Pure. */
  isValid(experience: Experience, env: RenderEnv): boolean;
  Component: ComponentType<RendererProps<D>>;
}
