import { expect, it } from 'vitest';
import { USE_CASES } from '@tack/contract/account';
import { THEMES } from '../../demo/catalog.ts';
import { slugify } from '../boards/board-rules.ts';
import { COLD_START_FOLLOWS, USE_CASE_TOPICS, useCaseTopics } from './use-case-topics.ts';

it('every use case brings topics, until the person follows an interest', () => {
  for (const useCase of Object.keys(USE_CASES)) {
    expect(useCaseTopics(useCase, 0)).toEqual(USE_CASE_TOPICS[useCase as keyof typeof USE_CASES]);
    expect(useCaseTopics(useCase, 0).length).toBeGreaterThan(0);
    expect(useCaseTopics(useCase, COLD_START_FOLLOWS - 1).length).toBeGreaterThan(0);
    expect(useCaseTopics(useCase, COLD_START_FOLLOWS)).toEqual([]);
  }
  expect(useCaseTopics(null, 0)).toEqual([]);
  expect(useCaseTopics('spying', 0)).toEqual([]);
});

it('the answers look for different things', () => {
  expect(useCaseTopics('projects', 0)).toContain('woodworking');
  expect(useCaseTopics('shop', 0)).not.toContain('woodworking');
  expect(useCaseTopics('events', 0)).toContain('travel');
});

it('every topic is one of the demo content topics, so a fresh Tack answers each use case', () => {
  const demo = new Set(THEMES.map((t) => slugify(t.topic)));
  for (const slugs of Object.values(USE_CASE_TOPICS))
    for (const slug of slugs) expect(demo, slug).toContain(slug);
});
