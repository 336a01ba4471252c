/** Rows an admin list (readers, inbox, outbox) shows per page; the server reads only those. */
export const ADMIN_PAGE_SIZE = 50
