/** Why the browser's passkey prompt ended without a passkey, in words a person understands. */
export function passkeyPromptError(err: unknown): string {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey prompt was closed or timed out. Try again.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return 'Your browser could not use a passkey here.';
}
