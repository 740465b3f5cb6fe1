import { describe, expect, it } from 'vitest';
import type { Pin } from '@tack/contract';
import { changesOf, serverError, validatePinEdit, valuesOf } from './pin-edit-rules.ts';

const pin = {
  id: '7',
  title: 'Teapot',
  description: 'Blue',
  link: 'https://a.example/',
  altText: null,
  board: { id: '1', name: 'Kitchen', url: '/o/kitchen/' },
  sectionId: '11',
  pinNote: '',
} as unknown as Pin;

describe('validatePinEdit', () => {
  const ok = valuesOf(pin);
  it('accepts the pin as it is, and an empty link', () => {
    expect(validatePinEdit(ok)).toEqual({});
    expect(validatePinEdit({ ...ok, link: '  ' })).toEqual({});
  });
  it('names every bad field at once, in words', () => {
    expect(
      validatePinEdit({
        ...ok,
        title: 'x'.repeat(101),
        link: 'javascript:alert(1)',
        altText: 'a'.repeat(501),
        boardId: '',
      }),
    ).toEqual({
      title: 'Title must be at most 100 characters',
      link: 'Link must start with http:// or https://',
      altText: 'Alt text must be at most 500 characters',
      boardId: 'Choose a board',
    });
  });
  it.each([
    ['example.com', 'Link must start with http:// or https://'],
    ['https://', 'Enter a full web address, like https://example.com'],
    ['http://exa mple.com', 'Enter a full web address, like https://example.com'],
  ])('refuses the link %s', (link, message) => {
    expect(validatePinEdit({ ...ok, link }).link).toBe(message);
  });
  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(validatePinEdit({ ...ok, title: '😀'.repeat(100) })).toEqual({});
  });
});

describe('changesOf', () => {
  it('sends only what changed', () => {
    expect(changesOf(pin, { ...valuesOf(pin), title: 'Kettle' })).toEqual({
      id: '7',
      title: 'Kettle',
    });
  });
  it('sends an emptied link and alt text as null', () => {
    const o = changesOf({ ...pin, altText: 'old' }, { ...valuesOf(pin), link: ' ', altText: ' ' });
    expect(o).toEqual({ id: '7', link: null, alt_text: null });
  });
  it('sends the section with a board move, null for "No section"', () => {
    expect(changesOf(pin, { ...valuesOf(pin), boardId: '2', sectionId: '' })).toEqual({
      id: '7',
      board_id: '2',
      section_id: null,
    });
    expect(changesOf(pin, { ...valuesOf(pin), sectionId: '12' })).toEqual({
      id: '7',
      section_id: '12',
    });
  });
});

describe('serverError', () => {
  it('puts a validation message under its field without the internal name', () => {
    expect(
      serverError({ message: 'options.link: Link must be a full URL', field: 'link' }),
    ).toEqual({ field: 'link', message: 'Link must be a full URL' });
    expect(
      serverError({ message: 'That section is not on this board', field: 'section_id' }),
    ).toEqual({ field: 'sectionId', message: 'That section is not on this board' });
  });
  it('keeps other errors for the top of the form', () => {
    expect(serverError({ message: "You can't edit this Pin" })).toEqual({
      field: null,
      message: "You can't edit this Pin",
    });
  });
});
