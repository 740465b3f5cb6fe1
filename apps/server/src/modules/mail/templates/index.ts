import { emailChangeConfirm } from './email-change-confirm.ts';
import { emailChangeNotice } from './email-change-notice.ts';
import { notificationsMail } from './notifications.ts';
import { passwordChanged } from './password-changed.ts';
import { passwordReset } from './password-reset.ts';
import { verifyEmail } from './verify-email.ts';
import { welcome } from './welcome.ts';

export type { MailTemplate } from './template.ts';
export {
  emailChangeConfirm,
  emailChangeNotice,
  notificationsMail,
  passwordChanged,
  passwordReset,
  verifyEmail,
  welcome,
};
