/**
 * Reads an answer to its end, though nothing in it is needed (a refusal, an acknowledgement): a browser
 * keeps a request whose answer was never read open for as long as the page lives, and whatever waits for
 * the page's network to fall quiet (a test, a measuring tool) then waits in vain. A failed read is
 * nobody's concern: the answer is let go either way.
 */
export async function readToEnd(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}
