// A TURN server for the call tests (issue 23 item 5; decision 086), from the npm package node-turn,
// run as a process of its own (turn-process.mjs): the calls relay through it
// (MEETINGS_ICE_TRANSPORT_POLICY=relay), so killing it cuts every call's media path as a lost
// network does, and starting it again on the same port lets the call find its way back.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'turn-process.mjs');

export type TurnServer = {
  /** The ICE server entry the app's MEETINGS_ICE_SERVERS lists. */
  iceServer: { urls: string; username: string; credential: string };
  /** Kills the relay at once, as a network cut would. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export async function turnServer(port: number): Promise<TurnServer> {
  const username = 'sitewright-test';
  const credential = 'relay-only-in-tests';
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const started = spawn(process.execPath, [script], { env: { ...process.env, TURN_PORT: String(port), TURN_USERNAME: username, TURN_CREDENTIAL: credential }, stdio: ['ignore', 'pipe', 'inherit'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      started.stdout!.once('data', () => resolve());
      started.once('exit', (code) => reject(new Error(`The TURN server stopped at start (exit ${code})`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { iceServer: { urls: `turn:127.0.0.1:${port}?transport=udp`, username, credential }, start, stop };
}
