import { describe, expect, it } from 'vitest';
import { ApiError, formError } from './client.ts';
import { formErrors, withoutPath } from './form-errors.ts';

const FIELDS = ['email', 'password', 'username'];

describe('formErrors', () => {
  it('puts every named field under its own field at once', () => {
    const err = new ApiError(
      'options.email: Enter a valid email address',
      400,
      'bad_request',
      'email',
      [
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'password', message: 'Password must be at least 8 characters' },
      ],
    );
    expect(formErrors(err, FIELDS)).toEqual({
      fields: {
        email: 'Enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
      form: null,
    });
  });

  it('reads an older answer that names only one field', () => {
    const err = new ApiError('That username is taken', 409, 'conflict', 'username');
    expect(formErrors(err, FIELDS)).toEqual({
      fields: { username: 'That username is taken' },
      form: null,
    });
  });

  it('shows an error on no field of the form above it, without the internal path', () => {
    const err = new ApiError('options: unknown field "x"', 400, 'bad_request', undefined, [
      { field: 'x', message: 'This field is not accepted' },
    ]);
    expect(formErrors(err, FIELDS)).toEqual({ fields: {}, form: 'This field is not accepted' });
    expect(
      formErrors(new ApiError('options.age: Too small', 400, 'bad_request'), FIELDS).form,
    ).toBe('Too small');
    expect(formErrors(new ApiError('Too many attempts.', 429, 'rate_limited'), FIELDS).form).toBe(
      'Too many attempts.',
    );
  });

  it('answers a network failure in words', () => {
    expect(formErrors(new TypeError('fetch failed'), FIELDS)).toEqual({
      fields: {},
      form: 'Sorry! Something went wrong on our end.',
    });
  });
});

describe('withoutPath', () => {
  it.each([
    ['options.email: Enter a valid email address', 'Enter a valid email address'],
    ['options: unknown field "x"', 'unknown field "x"'],
    ['body.tags.0: Too long', 'Too long'],
    ['Log in to continue', 'Log in to continue'],
    ['Options: keep me', 'Options: keep me'],
  ])('%s', (input, out) => expect(withoutPath(input)).toBe(out));
});

describe('formError (one message for a form)', () => {
  it('shows the message in words, without the request path', () => {
    const err = new ApiError('options.link: Enter a web address', 400, 'bad_request', 'link');
    expect(formError(err)).toEqual({ message: 'Enter a web address', field: 'link' });
  });
});
