import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

/**
 * Asks a question on the terminal. With `hidden`, what is typed is not echoed (a password must not
 * stay on the screen or in a terminal recording); the answer ends at Enter.
 */
export async function askOnTerminal(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  let muted = false;
  // readline echoes through `output`: muting it after the question hides the typed characters.
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = prompt.question(question);
    muted = options.hidden === true;
    const text = await answer;
    if (options.hidden) process.stdout.write("\n");
    return text;
  } finally {
    prompt.close();
  }
}
