import type { Board } from '../src/engine/index.js';
import { FORCE_LIMITS } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';

/**
 * The counters the player picked on the page, in the order picked. The side of the first one attacks and the
 * other side defends, so one modifier-click per counter is enough and no mode has to be switched.
 */
export class CounterSelection {
  private order: string[] = [];

  get size(): number {
    return this.order.length;
  }

  /** Adds or removes a unit; false when the board has no such unit or a side is full. */
  toggle(id: string, board: Board | null): boolean {
    if (this.order.includes(id)) {
      this.order = this.order.filter((x) => x !== id);
      return true;
    }
    const unit = board?.units.find((u) => u.id === id);
    if (!unit || !board) return false;
    const sameSide = this.order.filter((x) => board.units.find((u) => u.id === x)?.side === unit.side).length;
    if (sameSide >= FORCE_LIMITS.units) return false;
    this.order = [...this.order, id];
    return true;
  }

  /** Empties the selection; false when it was already empty. */
  clear(): boolean {
    const had = this.order.length > 0;
    this.order = [];
    return had;
  }

  /** Drops units the board no longer has (removed from the page); true when that changed anything. */
  prune(board: Board | null): boolean {
    const kept = board ? this.order.filter((id) => board.units.some((u) => u.id === id)) : [];
    const changed = kept.length !== this.order.length;
    this.order = kept;
    return changed;
  }

  /** Attackers (the first picked unit's side) and defenders (the other side), each in the order picked. */
  roles(board: Board | null): BoardSelection {
    if (!board) return { attackers: [], defenders: [] };
    const sideOf = (id: string) => board.units.find((u) => u.id === id)?.side;
    const attacking = this.order.length > 0 ? sideOf(this.order[0] ?? '') : undefined;
    return {
      attackers: this.order.filter((id) => sideOf(id) === attacking),
      defenders: this.order.filter((id) => sideOf(id) !== undefined && sideOf(id) !== attacking),
    };
  }
}
