// Adding to the basket where no BasketProvider is mounted: the same rules and the same storage key
// and 300 ms debounce, so a provider mounted later restores exactly what was added.
import { addPlan, BASKET_SAVE_DELAY_MS, BASKET_STORAGE_KEY, restoreBasket, type BasketItem, type BasketPlan } from './basket';

let pending: BasketItem[] | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export function addToStoredBasket(plan: BasketPlan): void {
  // Clicks inside the debounce window build on the unsaved list, not on stale storage.
  pending = addPlan(pending ?? restoreBasket(window.localStorage.getItem(BASKET_STORAGE_KEY)), plan);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (pending) window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(pending));
    pending = null;
  }, BASKET_SAVE_DELAY_MS);
}
