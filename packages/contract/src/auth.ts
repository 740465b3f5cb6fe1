import { z } from 'zod';
import { nameText } from './text.ts';
import { Username } from './user.ts';

export const Email = z.string().trim().toLowerCase().max(254).email('Enter a valid email address');
export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

export const SignupOptions = z
  .object({
    email: Email,
    password: Password,
    username: Username,
    first_name: nameText()
      .min(1, 'First name is required')
      .max(30, 'First name must be at most 30 characters'),
  })
  .strict();
export type SignupOptions = z.infer<typeof SignupOptions>;

export const LoginOptions = z
  .object({ email: Email, password: z.string().min(1, 'Enter your password').max(256) })
  .strict();
export type LoginOptions = z.infer<typeof LoginOptions>;
