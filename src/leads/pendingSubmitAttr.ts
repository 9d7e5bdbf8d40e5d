/** Set by the loader on an island whose form was submitted before it hydrated. Kept apart from
 * the hook so the loader does not pull React in. */
export const pendingSubmitAttr = 'data-pending-submit';

/** Set by the loader once an island has been handed to React. */
export const hydratedAttr = 'data-hydrated';
