'use client';
// The call (public-site spec §2 "video call modal", §4, §9; issue 23 item 5; decision 082): camera
// and microphone with clear words when a device is missing or refused, toggles, a tile per
// participant, and a mesh of WebRTC connections, one per other participant, signalled through the
// app's own server (the room's event stream and its signal endpoint, decision 081), so the two sides
// may reach different app instances. Each pair negotiates the "perfect negotiation" way (the one
// with the smaller id is polite and yields when both offer at once). A dropped connection restarts
// ICE, then starts the pair over if that does not bring it back, as does a connection that never
// gets through; the event stream itself reconnects and replays what it missed, and each connection
// is named in its messages so a replayed one meant for a replaced connection is left aside. Coming
// back online, or the stream coming back, starts the lost pairs over at once (decision 086). The join token is renewed after 50 minutes (spec §9). Leaving the
// call completes the booking (spec §3); the host (or an admin) can end it for everyone, remove a
// participant or ask one to mute. When a fifth person comes the server moves the room to the SFU
// (decision 084) and says `move`: the page asks for the call again and opens sfu-call.tsx instead.
import { useEffect, useRef, useState } from 'react';
import { CallFrame, type Tile } from './call-frame';
import { callStatusText, hostRequest, leaveCall, setTracks, openLocalMedia, roomSignals, tokenSubject, TOKEN_REFRESH_MS, type CallProps, type DeviceState, type Signal } from './call-room';

export type { CallSession } from './call-room';

/**
 * One connection to another participant. `sid` names this connection, `remoteSid` the other side's
 * it is paired with (learnt from their first offer, answer or candidate): every offer, answer and
 * candidate carries both, so a message from, or meant for, a connection that has since been
 * replaced (a replay after a reconnect, a retry that arrived late) is recognised and left aside.
 */
type Peer = {
  id: string;
  role: 'host' | 'guest';
  pc: RTCPeerConnection;
  sid: string;
  remoteSid: string | null;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  stream: MediaStream;
  rejoin?: ReturnType<typeof setTimeout>;
  watchdog?: ReturnType<typeof setTimeout>;
  /** When it was made (performance.now()): one made after the network came back is not started over again. */
  born: number;
};

/** How long a connection may stay failed after an ICE restart before the pair starts over. */
const REJOIN_AFTER_MS = 8000;
/** How long a new connection may take to connect before the pair starts over (a relay still away, a lost offer). */
const CONNECT_WITHIN_MS = 15_000;
/** Connection states a pair does not come back from without starting over. */
const LOST: readonly RTCPeerConnectionState[] = ['failed', 'disconnected', 'closed'];

export function CallView({ session, bookingId, title, labels, iceServers, iceTransportPolicy = 'all', isHost, onEnded, onTokenExpiring, onMoved }: CallProps) {
  const me = tokenSubject(session.token);
  const token = useRef(session.token);
  const local = useRef<MediaStream | null>(null);
  const peers = useRef(new Map<string, Peer>());
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [device, setDevice] = useState<DeviceState>('ok');
  const [hasLocal, setHasLocal] = useState(false);
  const [mic, setMic] = useState(true);
  const [cam, setCam] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [streamDown, setStreamDown] = useState(false);
  const localVideo = useRef<HTMLVideoElement>(null);
  const leaving = useRef(false);
  const [{ send, listen }] = useState(() => roomSignals(session.room, token));

  const showTiles = () =>
    setTiles([...peers.current.values()].map((peer) => ({ id: peer.id, role: peer.role, stream: peer.stream, state: peer.pc.connectionState })));

  useEffect(() => {
    let stopped = false;
    let events: { close: () => void } | null = null;
    /** Since when this page has been cut off (its stream down, or the browser offline); null while connected. */
    let downSince: number | null = null;
    const wentDown = () => {
      downSince ??= performance.now();
    };
    let handled: Promise<unknown> = Promise.resolve();
    const connections = peers.current;

    const closePeer = (id: string) => {
      const peer = peers.current.get(id);
      if (!peer) return;
      clearTimeout(peer.rejoin);
      clearTimeout(peer.watchdog);
      peer.pc.close();
      peers.current.delete(id);
      showTiles();
    };

    /** This connection's name and the one it answers to, carried by its offers, answers and candidates. */
    const pairOf = (peer: Peer) => ({ sid: peer.sid, to_sid: peer.remoteSid });

    /** Starts the pair over on both sides, unless it has connected meanwhile or was replaced. */
    const restartPair = (peer: Peer) => {
      if (stopped || peers.current.get(peer.id) !== peer || peer.pc.connectionState === 'connected') return;
      closePeer(peer.id);
      void send('hello', peer.id, { rejoin: true });
    };

    /** The connection to one other participant, made once and kept through restarts. */
    const peerFor = (id: string, role: 'host' | 'guest'): Peer => {
      const existing = peers.current.get(id);
      if (existing) return existing;
      const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy });
      const peer: Peer = { id, role, pc, sid: crypto.randomUUID(), remoteSid: null, polite: me < id, makingOffer: false, ignoreOffer: false, stream: new MediaStream(), born: performance.now() };
      peers.current.set(id, peer);
      // A connection that never gets through starts over, so no pair waits for ever.
      peer.watchdog = setTimeout(() => restartPair(peer), CONNECT_WITHIN_MS);
      const tracks = local.current?.getTracks() ?? [];
      for (const track of tracks) pc.addTrack(track, local.current!);
      // Without a device of a kind, still receive the others' (recvonly).
      if (!tracks.some((track) => track.kind === 'audio')) pc.addTransceiver('audio', { direction: 'recvonly' });
      if (!tracks.some((track) => track.kind === 'video')) pc.addTransceiver('video', { direction: 'recvonly' });
      pc.ontrack = ({ track }) => {
        peer.stream.addTrack(track);
        showTiles();
      };
      pc.onicecandidate = ({ candidate }) => {
        if (candidate) void send('candidate', id, { candidate: candidate.toJSON(), ...pairOf(peer) });
      };
      pc.onnegotiationneeded = async () => {
        // A new pair is opened by one side only, the impolite one: the polite one answers its offer,
        // so two fresh connections never offer at once (decision 086).
        if (peer.polite && !peer.remoteSid) return;
        try {
          peer.makingOffer = true;
          await pc.setLocalDescription();
          await send('offer', id, { description: pc.localDescription?.toJSON(), ...pairOf(peer) });
        } finally {
          peer.makingOffer = false;
        }
      };
      pc.onconnectionstatechange = () => {
        showTiles();
        if (pc.connectionState === 'failed' || pc.connectionState === 'disconnected') {
          // First an ICE restart on the same connection; if it is not back soon, the pair starts over.
          pc.restartIce();
          clearTimeout(peer.rejoin);
          peer.rejoin = setTimeout(() => restartPair(peer), REJOIN_AFTER_MS);
        } else if (pc.connectionState === 'connected') {
          clearTimeout(peer.rejoin);
          clearTimeout(peer.watchdog);
        }
      };
      showTiles();
      return peer;
    };

    const onSignal = async (signal: Signal) => {
      if (signal.from === me || (signal.to && signal.to !== me)) return;
      const request = hostRequest(signal, me);
      if (request === 'ended' || request === 'removed') {
        if (request === 'removed') setNotice(labels.removed);
        return finish(request === 'ended');
      }
      if (request === 'mute') return setNotice(labels.askedToMute);
      if (signal.kind === 'move') {
        // A fifth person came: the room now runs on the SFU, and the page switches to it.
        setNotice(labels.callMoving);
        return onMoved?.();
      }
      if (signal.kind === 'bye') return closePeer(signal.from);
      if (signal.kind === 'restart' && signal.data?.mute) return;
      if (signal.kind === 'hello') {
        // A rejoin starts the pair over, as does a hello from someone our connection to has lost
        // (they came back after their network dropped); a broadcast hello is answered so the
        // newcomer learns of us.
        const known = peers.current.get(signal.from);
        if (signal.data?.rejoin || (known && LOST.includes(known.pc.connectionState))) closePeer(signal.from);
        peerFor(signal.from, signal.role);
        if (!signal.to) void send('hello', signal.from);
        return;
      }
      if (signal.kind !== 'offer' && signal.kind !== 'answer' && signal.kind !== 'candidate') return;
      const sid = typeof signal.data?.sid === 'string' ? signal.data.sid : null;
      const toSid = typeof signal.data?.to_sid === 'string' ? signal.data.to_sid : null;
      let peer = peerFor(signal.from, signal.role);
      // Meant for a connection of ours that is gone. Unless ours is already paired with a newer one of
      // theirs (this is a replay), the sender still talks to the old one: they are told to start over.
      if (toSid && toSid !== peer.sid) {
        if (signal.kind === 'offer' && (!peer.remoteSid || peer.remoteSid === sid)) void send('hello', signal.from, { rejoin: true });
        return;
      }
      if (signal.kind === 'offer') {
        // An offer from a new connection of theirs replaces ours, which was paired with an older one.
        if (sid && peer.remoteSid && sid !== peer.remoteSid) {
          closePeer(signal.from);
          peer = peerFor(signal.from, signal.role);
        }
        if (sid) peer.remoteSid = sid;
      } else if (signal.kind === 'answer') {
        // An answer is to an offer of ours: it must name this connection, and pairs it with theirs.
        if (!sid || toSid !== peer.sid) return;
        peer.remoteSid = sid;
      } else if (!sid || sid !== peer.remoteSid) {
        // A candidate counts only from the connection ours is paired with (its offer or answer came first).
        return;
      }
      const { pc } = peer;
      if (signal.kind === 'offer' || signal.kind === 'answer') {
        const description = signal.data?.description as RTCSessionDescriptionInit | undefined;
        if (!description) return;
        const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
        peer.ignoreOffer = !peer.polite && collision;
        if (peer.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          await send('answer', signal.from, { description: pc.localDescription?.toJSON(), ...pairOf(peer) });
        }
      } else {
        try {
          await pc.addIceCandidate(signal.data?.candidate as RTCIceCandidateInit);
        } catch (error) {
          if (!peer.ignoreOffer) throw error;
        }
      }
    };

    /**
     * Back after being cut off: the connections made before the cut that have not survived it are
     * closed, so the hello that follows starts them over (those made since are left to connect).
     */
    const backOnline = () => {
      const since = downSince;
      downSince = null;
      if (since !== null) for (const peer of [...peers.current.values()]) if (peer.born < since && peer.pc.connectionState !== 'connected') closePeer(peer.id);
      void send('hello', null);
    };
    // The browser says its network is gone, or back: back, the lost pairs start over at once, not at their next timer.
    const online = () => backOnline();
    window.addEventListener('offline', wentDown);
    window.addEventListener('online', online);

    const start = async () => {
      const media = await openLocalMedia();
      if (stopped) return media.stream?.getTracks().forEach((track) => track.stop());
      local.current = media.stream;
      setDevice(media.device);
      setHasLocal(media.stream !== null);
      if (localVideo.current && local.current) localVideo.current.srcObject = local.current;
      events = listen({
        onOpen: () => {
          setStreamDown(false);
          // Back after the stream was down (this page's network, or the server): the connections
          // that did not survive start over, and the others hear that we are here.
          backOnline();
        },
        onDown: () => {
          wentDown();
          setStreamDown(true);
        },
        // One at a time, in order: a candidate must not be applied before its offer has been.
        onSignal: (signal) => {
          handled = handled.then(() => onSignal(signal)).catch(() => undefined);
        },
      });
    };
    void start();

    // A token lives an hour: a new one after 50 minutes, for the next signals and the stream's next
    // reconnect. Saying hello again keeps this person counted in the room's mesh (decision 084); the
    // others only answer it, their connections stay as they are.
    const refresh = setInterval(async () => {
      const fresh = await onTokenExpiring();
      if (fresh) token.current = fresh;
      void send('hello', null);
    }, TOKEN_REFRESH_MS);
    // A page closed mid-call still says goodbye, so the others drop its tile and it no longer counts.
    const goodbye = () => void send('bye', null, {}, true);
    window.addEventListener('pagehide', goodbye);

    return () => {
      stopped = true;
      clearInterval(refresh);
      window.removeEventListener('pagehide', goodbye);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', wentDown);
      events?.close();
      for (const id of [...connections.keys()]) closePeer(id);
      local.current?.getTracks().forEach((track) => track.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call per session
  }, [session.room]);

  async function finish(ended: boolean) {
    if (leaving.current) return;
    leaving.current = true;
    onEnded(ended);
  }

  /** Leaving completes the booking (spec §3) and tells the others; the host may end it for everyone. */
  async function leave(forEveryone: boolean) {
    await leaveCall(send, bookingId, forEveryone);
    await finish(true);
  }

  const toggle = (kind: 'audio' | 'video') => {
    const next = kind === 'audio' ? !mic : !cam;
    setTracks(local.current, kind, next);
    if (kind === 'audio') setMic(next);
    else setCam(next);
  };

  const down = streamDown || tiles.some((tile) => tile.state === 'failed' || tile.state === 'disconnected');
  const connecting = tiles.length > 0 && tiles.every((tile) => tile.state !== 'connected');
  return (
    <CallFrame
      title={title}
      labels={labels}
      isHost={isHost}
      provider="mesh"
      device={device}
      notice={notice}
      status={callStatusText(labels, { down, others: tiles.length, connecting })}
      localVideo={localVideo}
      tiles={tiles}
      mic={mic}
      cam={cam}
      hasLocal={hasLocal}
      onToggle={toggle}
      onLeave={(forEveryone) => void leave(forEveryone)}
      onRemove={(id) => void send('bye', id, { removed: true })}
      onAskMute={(id) => void send('restart', id, { mute: true })}
    />
  );
}
