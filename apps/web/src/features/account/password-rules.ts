/** The password rule, shown before anyone types: the same as signup's (contract `Password`). */
export const PASSWORD_HINT = 'At least 8 characters';
