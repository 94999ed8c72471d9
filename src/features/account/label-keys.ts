// Which labels each client island of the account area receives. Kept out of the islands' own
// modules: a server component importing a value from a 'use client' module gets a reference,
// not the value.

export const NEW_TICKET_LABELS = [
  'subject', 'message', 'sendTicket', 'sending', 'ticketCreated', 'subjectRequired', 'messageRequired', 'subjectTooLong',
  'messageTooLong', 'tooManyAttempts', 'sessionExpired', 'genericError', 'viewTicket',
] as const;

export const REPLY_LABELS = [
  'yourReply', 'sendReply', 'sending', 'replySent', 'subjectRequired', 'messageRequired', 'subjectTooLong', 'messageTooLong', 'ticketClosed',
  'tooManyAttempts', 'sessionExpired', 'genericError',
] as const;

export const STATUS_LABELS = ['closeTicket', 'reopenTicket', 'ticketClosedDone', 'ticketReopened', 'tooManyAttempts', 'sessionExpired', 'genericError'] as const;

export const PROFILE_FORM_LABELS = [
  'fullName', 'username', 'email', 'usernameHint', 'emailHint', 'save', 'saving', 'saved',
  'usernameRequired', 'usernameTooShort', 'usernameTooLong', 'usernameInvalid', 'usernameTaken', 'fullNameTooLong',
  'tooManyAttempts', 'sessionExpired', 'genericError',
] as const;

export const DIALOG_LABELS = [
  'dialogTitle', 'close', 'loading', 'guestBody', 'signIn', 'recentTickets', 'seeAllTickets', 'newTicket', 'viewTicket',
  'status_open', 'status_pending', 'status_closed',
  'subject', 'message', 'sendTicket', 'sending', 'ticketCreated', 'subjectRequired', 'messageRequired', 'subjectTooLong',
  'messageTooLong', 'tooManyAttempts', 'sessionExpired', 'genericError',
] as const;
