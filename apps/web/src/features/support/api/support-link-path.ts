/** GET /api/support/link: the server knows the bot (TELEGRAM_SUPPORT_BOT) and the session's user id. */
export const SUPPORT_LINK_PATH = '/api/support/link';
