// The bounds of a basket and of the order it becomes (decision 040), shared by the basket's rules
// in the browser and the order schema on the server without pulling either into the other.

/** The most of one plan a single order takes: a team's seats, not a wholesaler's stock. */
export const MAX_QUANTITY = 99;
/** The most different plans a basket (and so an order) holds. */
export const MAX_ORDER_LINES = 50;
