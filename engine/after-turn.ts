/**
 * `run` once after the current turn of the event loop, however often the answer is called in it:
 * what was asked for in one turn (the requests read in it) is handled together.
 */
export function afterTurn(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      run();
    });
  };
}
