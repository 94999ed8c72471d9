// The call tests' TURN server as a process of its own (node-turn), so a test can cut it off as a
// network would (SIGKILL: the relay vanishes mid-call) and start it again: support/turn.ts.
import Turn from 'node-turn';

const port = Number(process.env.TURN_PORT);
const server = new Turn({
  listeningPort: port,
  listeningIps: ['127.0.0.1'],
  relayIps: ['127.0.0.1'],
  authMech: 'long-term',
  credentials: { [process.env.TURN_USERNAME]: process.env.TURN_CREDENTIAL },
  realm: 'sitewright.test',
  debugLevel: 'OFF',
});
server.start();
process.stdout.write('ready\n');
