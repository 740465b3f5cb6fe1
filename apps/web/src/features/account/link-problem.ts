/** What a link that did not work says, by the reason the server gave. */
export function linkProblem(
  reason: string | null,
  change: boolean,
): { title: string; message: string; change: boolean; secured: boolean } {
  const p = problemOf(reason, change);
  return { ...p, secured: reason === 'secured' };
}

function problemOf(
  reason: string | null,
  change: boolean,
): { title: string; message: string; change: boolean } {
  const what = change ? 'confirm your new email' : 'confirm your email';
  switch (reason) {
    case 'expired':
      return {
        change,
        title: 'This link has expired',
        message: `Links to ${what} work for 48 hours. ${change ? 'Ask to change your email again to get a new one.' : 'Send yourself a new one below.'}`,
      };
    case 'used':
      return {
        change,
        title: 'This link was already used',
        message: change
          ? 'This link was used already, or a newer request replaced it. Your account keeps the address it has now.'
          : 'This link was used already, or a newer link replaced it. If your email is confirmed there is nothing more to do; otherwise send yourself a new link.',
      };
    case 'taken':
      return {
        change: true,
        title: 'That email is taken',
        message:
          'Another account started using this address after you asked for the change, so your account keeps the address it has now.',
      };
    case 'secured':
      return {
        change: true,
        title: 'Your account is being secured',
        message:
          'Someone asked to sign out everywhere and choose a new password, so this email change was cancelled and your account keeps the address it has now. Choose a new password from the link we emailed you, then ask for the change again if it was you.',
      };
    default:
      return {
        change,
        title: "This link doesn't work",
        message: `We couldn't read this link to ${what}. Open it again from the email, using the whole link, or get a new one.`,
      };
  }
}
