'use client';
// The call (public-site spec §2 "video call modal", §4, §9; issue 23 item 5; decision 082): camera
// and microphone with clear words when a device is missing or refused, toggles, a tile per
// participant, and a mesh of WebRTC connections, one per other participant, signalled through the
// app's own server (the room's event stream and its signal endpoint, decision 081), so the two sides
// may reach different app instances. Each pair negotiates the "perfect negotiation" way (the one
// with the smaller id is polite and yields when both offer at once). A dropped connection restarts
// ICE, then rejoins the room if that does not bring it back; the event stream itself reconnects
// and replays what it missed. The join token is renewed after 50 minutes (spec §9). Leaving the
// call completes the booking (spec §3); the host (or an admin) can end it for everyone, remove a
// participant or ask one to mute.
import { useEffect, useRef, useState } from 'react';
import { Mic, MicOff, PhoneOff, UserMinus, Video, VideoOff, VolumeX } from 'lucide-react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { labelText } from '@/lib/i18n/island-labels';
import type { RoomLabels } from './room-labels';

export type CallSession = { token: string; room: string; role: 'host' | 'guest'; expiresAt: string | null };

type Props = {
  session: CallSession;
  bookingId: string;
  title: string;
  labels: RoomLabels;
  iceServers: RTCIceServer[];
  isHost: boolean;
  /** The call is over for this page: `ended` when the meeting itself ended (not a page going away). */
  onEnded: (ended: boolean) => void;
  /** A fresh token for the same call, asked for before this one expires. */
  onTokenExpiring: () => Promise<string | null>;
};

/** What travels through the room (src/schemas/realtime.ts). */
type Signal = { from: string; role: 'host' | 'guest'; to?: string | null; kind: 'hello' | 'offer' | 'answer' | 'candidate' | 'bye' | 'restart'; data?: Record<string, unknown> | null };

type Peer = { id: string; role: 'host' | 'guest'; pc: RTCPeerConnection; polite: boolean; makingOffer: boolean; ignoreOffer: boolean; stream: MediaStream; rejoin?: ReturnType<typeof setTimeout> };
type Tile = { id: string; role: 'host' | 'guest'; stream: MediaStream; state: RTCPeerConnectionState };

/** The spec's token refresh: after 3,000,000 ms (§9). */
export const TOKEN_REFRESH_MS = 3_000_000;
/** How long a connection may stay failed after an ICE restart before the pair starts over. */
const REJOIN_AFTER_MS = 8000;

/** The person a join token names (its `sub`); the server checks the token, this only reads it. */
function tokenSubject(token: string): string {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    return payload.sub ?? '';
  } catch {
    return '';
  }
}

export function CallView({ session, bookingId, title, labels, iceServers, isHost, onEnded, onTokenExpiring }: Props) {
  const me = tokenSubject(session.token);
  const token = useRef(session.token);
  const local = useRef<MediaStream | null>(null);
  const peers = useRef(new Map<string, Peer>());
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [device, setDevice] = useState<'ok' | 'refused' | 'missing'>('ok');
  const [mic, setMic] = useState(true);
  const [cam, setCam] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [streamDown, setStreamDown] = useState(false);
  const localVideo = useRef<HTMLVideoElement>(null);
  const leaving = useRef(false);

  const showTiles = () =>
    setTiles([...peers.current.values()].map((peer) => ({ id: peer.id, role: peer.role, stream: peer.stream, state: peer.pc.connectionState })));

  const send = (kind: Signal['kind'], to: string | null, data?: Record<string, unknown>) =>
    fetch(`/api/meetings/rooms/${encodeURIComponent(session.room)}/signal`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token.current, to, kind, data: data ?? null }),
    }).catch(() => undefined);

  useEffect(() => {
    let stopped = false;
    let events: EventSource | null = null;
    const connections = peers.current;

    const closePeer = (id: string) => {
      const peer = peers.current.get(id);
      if (!peer) return;
      clearTimeout(peer.rejoin);
      peer.pc.close();
      peers.current.delete(id);
      showTiles();
    };

    /** The connection to one other participant, made once and kept through restarts. */
    const peerFor = (id: string, role: 'host' | 'guest'): Peer => {
      const existing = peers.current.get(id);
      if (existing) return existing;
      const pc = new RTCPeerConnection({ iceServers });
      const peer: Peer = { id, role, pc, polite: me < id, makingOffer: false, ignoreOffer: false, stream: new MediaStream() };
      peers.current.set(id, peer);
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
        if (candidate) void send('candidate', id, { candidate: candidate.toJSON() });
      };
      pc.onnegotiationneeded = async () => {
        try {
          peer.makingOffer = true;
          await pc.setLocalDescription();
          await send('offer', id, { description: pc.localDescription?.toJSON() });
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
          peer.rejoin = setTimeout(() => {
            if (stopped || pc.connectionState === 'connected') return;
            closePeer(id);
            void send('hello', id, { rejoin: true });
          }, REJOIN_AFTER_MS);
        } else if (pc.connectionState === 'connected') clearTimeout(peer.rejoin);
      };
      showTiles();
      return peer;
    };

    const onSignal = async (signal: Signal) => {
      if (signal.from === me || (signal.to && signal.to !== me)) return;
      if (signal.kind === 'bye') {
        if (signal.data?.ended || (signal.data?.removed && signal.to === me)) {
          if (signal.data?.removed) setNotice(labels.removed);
          return finish(Boolean(signal.data?.ended));
        }
        return closePeer(signal.from);
      }
      if (signal.kind === 'restart' && signal.data?.mute) {
        setNotice(labels.askedToMute);
        return;
      }
      if (signal.kind === 'hello') {
        // A rejoin starts the pair over; a broadcast hello is answered so the newcomer learns of us.
        if (signal.data?.rejoin) closePeer(signal.from);
        peerFor(signal.from, signal.role);
        if (!signal.to) void send('hello', signal.from);
        return;
      }
      const peer = peerFor(signal.from, signal.role);
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
          await send('answer', signal.from, { description: pc.localDescription?.toJSON() });
        }
      } else if (signal.kind === 'candidate') {
        try {
          await pc.addIceCandidate(signal.data?.candidate as RTCIceCandidateInit);
        } catch (error) {
          if (!peer.ignoreOffer) throw error;
        }
      }
    };

    const listen = () => {
      events = new EventSource(`/api/meetings/rooms/${encodeURIComponent(session.room)}/events?token=${encodeURIComponent(token.current)}`);
      events.onopen = () => {
        setStreamDown(false);
        void send('hello', null);
      };
      events.onerror = () => setStreamDown(true);
      events.onmessage = (event: MessageEvent<string>) => {
        try {
          void onSignal(JSON.parse(event.data) as Signal).catch(() => undefined);
        } catch {
          // Not a signal of ours.
        }
      };
    };

    const start = async () => {
      try {
        local.current = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 480 } });
      } catch (error) {
        const name = (error as { name?: string }).name;
        setDevice(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'missing');
        local.current = null;
      }
      if (stopped) return local.current?.getTracks().forEach((track) => track.stop());
      if (localVideo.current && local.current) localVideo.current.srcObject = local.current;
      listen();
    };
    void start();

    // A token lives an hour: a new one after 50 minutes, for the next signals and the stream's next reconnect.
    const refresh = setInterval(async () => {
      const fresh = await onTokenExpiring();
      if (fresh) token.current = fresh;
    }, TOKEN_REFRESH_MS);

    return () => {
      stopped = true;
      clearInterval(refresh);
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
    await send('bye', null, forEveryone ? { ended: true } : {});
    await fetch(`/api/meetings/bookings/${bookingId}`, { method: 'PUT', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'completed' }) }).catch(() => undefined);
    await finish(true);
  }

  const toggle = (kind: 'audio' | 'video') => {
    const next = kind === 'audio' ? !mic : !cam;
    local.current?.getTracks().filter((track) => track.kind === kind).forEach((track) => (track.enabled = next));
    if (kind === 'audio') setMic(next);
    else setCam(next);
  };

  const control = 'inline-flex size-12 items-center justify-center rounded-full bg-gray-800 text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  const connecting = tiles.length > 0 && tiles.every((tile) => tile.state !== 'connected');
  return (
    <Dialog open onOpenChange={(open) => !open && void leave(false)}>
      <DialogContent size="xl" data-call="" className="flex h-[min(92vh,48rem)] flex-col bg-gray-950! text-white md:max-w-[min(96vw,80rem)]" onInteractOutside={(event) => event.preventDefault()}>
        <DialogTitle className="text-white">{labelText(labels.callTitle, { title })}</DialogTitle>
        {device !== 'ok' && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
            {device === 'refused' ? labels.deviceRefused : labels.deviceMissing}
          </p>
        )}
        {notice && (
          <p role="status" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-sky-100 px-3 py-2 text-sm text-sky-950">
            {notice}
            {notice === labels.askedToMute && mic && (
              <button type="button" className="font-semibold underline" onClick={() => toggle('audio')}>
                {labels.muteNow}
              </button>
            )}
          </p>
        )}
        <p role="status" className="mt-2 min-h-5 text-sm text-gray-300">
          {streamDown || tiles.some((tile) => tile.state === 'failed' || tile.state === 'disconnected') ? labels.reconnecting : tiles.length === 0 ? labels.waitingForOthers : connecting ? labels.connecting : ''}
        </p>
        <ul className="mt-3 grid min-h-0 flex-1 auto-rows-fr gap-3 sm:grid-cols-2" aria-label={labels.participants}>
          <li className="relative overflow-hidden rounded-xl bg-gray-900">
            <video ref={localVideo} autoPlay playsInline muted className="size-full object-cover" data-local-video="" />
            <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs">{labels.you}</span>
          </li>
          {tiles.map((tile) => (
            <RemoteTile key={tile.id} tile={tile} labels={labels} isHost={isHost} onRemove={() => void send('bye', tile.id, { removed: true })} onAskMute={() => void send('restart', tile.id, { mute: true })} />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <button type="button" className={control} onClick={() => toggle('audio')} aria-pressed={!mic} aria-label={mic ? labels.micOn : labels.micOff} disabled={!local.current}>
            {mic ? <Mic className="size-5" aria-hidden="true" /> : <MicOff className="size-5" aria-hidden="true" />}
          </button>
          <button type="button" className={control} onClick={() => toggle('video')} aria-pressed={!cam} aria-label={cam ? labels.camOn : labels.camOff} disabled={!local.current}>
            {cam ? <Video className="size-5" aria-hidden="true" /> : <VideoOff className="size-5" aria-hidden="true" />}
          </button>
          <button type="button" className="inline-flex min-h-12 items-center gap-2 rounded-full bg-rose-700 px-5 font-semibold text-white hover:bg-rose-800" onClick={() => void leave(false)}>
            <PhoneOff className="size-5" aria-hidden="true" />
            {labels.leaveCall}
          </button>
          {isHost && (
            <button type="button" className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100" onClick={() => void leave(true)}>
              {labels.endForAll}
            </button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RemoteTile({ tile, labels, isHost, onRemove, onAskMute }: { tile: Tile; labels: RoomLabels; isHost: boolean; onRemove: () => void; onAskMute: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== tile.stream) video.current.srcObject = tile.stream;
  }, [tile.stream]);
  return (
    <li className="relative overflow-hidden rounded-xl bg-gray-900" data-remote-tile={tile.state}>
      <video ref={video} autoPlay playsInline className="size-full object-cover" data-remote-video={tile.id} />
      <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs">{tile.role === 'host' ? labels.hostRole : labels.guestRole}</span>
      {isHost && tile.role !== 'host' && (
        <span className="absolute top-2 right-2 flex gap-2">
          <button type="button" className="inline-flex size-9 items-center justify-center rounded-full bg-black/60 hover:bg-black/80" onClick={onAskMute} aria-label={labels.askMute} title={labels.askMute}>
            <VolumeX className="size-4" aria-hidden="true" />
          </button>
          <button type="button" className="inline-flex size-9 items-center justify-center rounded-full bg-black/60 hover:bg-black/80" onClick={onRemove} aria-label={labels.removeParticipant} title={labels.removeParticipant}>
            <UserMinus className="size-4" aria-hidden="true" />
          </button>
        </span>
      )}
    </li>
  );
}
