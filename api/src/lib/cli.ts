import { fatalStartLine } from '@gym/domain';

/**
 * Runs a command-line task: its own messages go to the terminal; a failure is one line with the
 * reason (the JSON line of a failed start, no stack) and exit code 1.
 */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    process.stderr.write(`${fatalStartLine('api', error, 'La orden falló')}\n`);
    process.exitCode = 1;
  }
}
