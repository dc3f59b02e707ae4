/**
 * Resolves in a task of its own, after the browser has had the chance to run what waits (input, a
 * frame): a long start split in two. A message rather than a timer, which a tab in the background
 * delays by up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
