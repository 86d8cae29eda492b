/**
 * How the routes and the settlement tick reach a sports book, a lottery desk or a draw desk. One
 * process ({@link directBooks}) calls them directly: their memory is the truth and the state file
 * its copy. Several processes (../store/books.ts) share each book as one row of the vendor's
 * database: a change runs under the book's lock on a copy brought up to date first and is saved
 * before money moves; a read uses a copy refreshed when the row changed. docs/scaling.md
 * "The vendor tier".
 */

export interface BookAccess {
  /**
   * Runs `view` (reads of the book: board, state, results, tickets). A read that finds something
   * due (a draw, a fixture to schedule) changes the book: that runs as {@link BookAccess.mutate}.
   */
  read<T>(book: object, view: () => T): Promise<T>;
  /**
   * Runs `change` (a bet, a slip, a draw, a void) as the only change of the book across processes.
   * @throws what `change` throws; HouseError PLATFORM_UNAVAILABLE when the book stays busy
   *   (another process holds it) or its database does not answer.
   */
  mutate<T>(book: object, change: () => T | Promise<T>): Promise<T>;
  /**
   * Runs the settlement `work` of the book (its tick) unless another process is changing the
   * book now (`wait` false: that process's tick does the work; true: waits for it).
   */
  settle(book: object, work: () => Promise<void>, wait: boolean): Promise<void>;
}

/** One process: the books are called directly. */
export const directBooks: BookAccess = {
  read: async (_book, view) => view(),
  mutate: async (_book, change) => change(),
  settle: async (_book, work) => work(),
};
